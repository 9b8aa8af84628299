set -x
mkdir -p /tmp/o
ln -sf omp2cuda build/tools/omp2cuda++
(E2E=1 VV=0 CSEM=0 SEEDMAX=0 BUDGET=300 OUT=/tmp/o test/device_run.sh) > /tmp/o/dr.log 2>&1
# build time of the 500-region file on this 16-core machine: gcc's host-only compile against omp2cuda -c -jN
mkdir -p /tmp/bt && cd /tmp/bt && python3 $OLDPWD/tools/bench/many_regions.py -o many.c
O2C=$OLDPWD/build/tools/omp2cuda
for r in 1 2; do
  for opt in "" -O2; do
    /usr/bin/time -f "gcc $opt r$r %e s" gcc -fopenmp $opt -c many.c -o g.o
    /usr/bin/time -f "omp2cuda-j16 $opt r$r %e s" $O2C $opt -j16 -c many.c -o o.o
    [ $r = 1 ] && /usr/bin/time -f "omp2cuda-j1 $opt r$r %e s" $O2C $opt -j1 -c many.c -o o1.o
  done
done > /tmp/o/buildtime.txt 2>&1 &
BT=$!; (sleep 240; kill $BT 2>/dev/null) & wait $BT
nproc >> /tmp/o/buildtime.txt; cat /proc/loadavg >> /tmp/o/buildtime.txt
cd /tmp/o && tar czf $OUT/run144.tgz --exclude='*.o' . ; cat progress.txt; tail -5 e2e.log; grep -E "FAIL|WRONG|fail" e2e.log | head -20; cat buildtime.txt
