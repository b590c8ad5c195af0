-- The operator's inventory screen (issue 12): demo devices set aside for one
-- organisation (shown to it as codes to try), and which kind of simulated
-- device a demo item is once claimed, so the demo simulator drives it.
alter table device_inventory add column demo_for uuid references organisations (id) on delete cascade;
alter table device_inventory add column demo_kind text;
create index device_inventory_demo_for_idx on device_inventory (demo_for) where demo_for is not null;
