#!/bin/bash
cd "$(dirname "$0")"
for v in on off; do cuobjdump -sass -fun o2c_lavaMD_77 lavaMD-$v.fatbin > $OUT/lavaMD77-narrow-$v.sass 2>&1; echo "$v $(grep -cE '/\*[0-9a-f]{4}\*/' $OUT/lavaMD77-narrow-$v.sass)"; done
