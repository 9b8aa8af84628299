set -x
ln -sf omp2cuda build/tools/omp2cuda++
mkdir -p /tmp/o && S=.carry/startup
(VV=1 E2E=0 CSEM=0 SEEDMAX=0 BUDGET=400 OUT=/tmp/o test/device_run.sh) > /tmp/o/dr.log 2>&1
python3 tools/bench/startup.py 8 0 default=$S start=$S,OMP2CUDA_INIT=start eager=$S,CUDA_MODULE_LOADING=EAGER pageable=$S,OMP2CUDA_TRANSFER=pageable heap8m=$S,OMP2CUDA_HEAP_SIZE=8M > /tmp/o/startup0.md 2>&1
python3 tools/bench/startup.py 8 150 default=$S start=$S,OMP2CUDA_INIT=start > /tmp/o/startup150.md 2>&1
for i in 1 2 3; do OMP2CUDA_PROFILE=1 $S $(date +%s%N) 0; done > /tmp/o/profile.txt 2>&1
for i in 1 2 3; do OMP2CUDA_VERBOSE=2 $S $(date +%s%N) 0; done > /tmp/o/verbose.txt 2>&1
cd /tmp/o && tar czf $OUT/run1.tgz . ; cat /tmp/o/startup0.md /tmp/o/startup150.md /tmp/o/progress.txt; tail -5 /tmp/o/vv-*.md
