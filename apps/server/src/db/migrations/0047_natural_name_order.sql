-- Names in the order a person expects (issue 31): "Tracker 2" before "Tracker 10", case aside,
-- as Windows Explorer and macOS Finder list files. ICU's root collation with numeric ordering
-- (the BCP 47 extension `kn`, https://unicode.org/reports/tr35/tr35-collation.html) compares
-- runs of digits by their value and letters before case. A PostgreSQL built without ICU (the
-- embedded one has it, as the Debian and official images do) gets the byte order of "C" under the
-- same name, so every query naming the collation still runs there; the device table's query
-- sorts by lower(name) first for that case.
do $$
begin
  if exists (select 1 from pg_collation where collprovider = 'i') then
    create collation pinpoint_natural (provider = icu, locale = 'und-u-kn-true');
  else
    create collation pinpoint_natural from "C";
  end if;
end $$;
