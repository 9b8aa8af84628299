set -x
mkdir -p /tmp/o /tmp/c16 && tar xJf .carry/c16rt.tar.xz -C /tmp/c16
(cd /tmp/c16 && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so && ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
C16="LD_LIBRARY_PATH=/tmp/c16"
S=.carry/r2/startup
# correctness of the pointer-array fix
(OMP_TARGET_OFFLOAD=MANDATORY .carry/r2/vv_defaultmap; OMP_TARGET_OFFLOAD=MANDATORY .carry/r2/pointer_array_stores) > /tmp/o/fix.txt 2>&1
LD_LIBRARY_PATH=/tmp/c16 OMP_TARGET_OFFLOAD=MANDATORY .carry/r2/startup_clang16 $(date +%s%N) 0 > /tmp/o/c16check.txt 2>&1
python3 tools/bench/startup.py 8 0 o2c=$S start=$S,OMP2CUDA_INIT=start clang16=.carry/r2/startup_clang16,LD_LIBRARY_PATH=/tmp/c16 > /tmp/o/startup0.md 2>&1
python3 tools/bench/startup.py 8 100 o2c=$S start=$S,OMP2CUDA_INIT=start clang16=.carry/r2/startup_clang16,LD_LIBRARY_PATH=/tmp/c16 > /tmp/o/startup100.md 2>&1
python3 tools/bench/startup.py 8 0 driver=.carry/r2/startup_driver,STARTUP_FATBIN=.carry/r2/startup_kernel.fatbin driver_eager=.carry/r2/startup_driver,STARTUP_FATBIN=.carry/r2/startup_kernel.fatbin,CUDA_MODULE_LOADING=EAGER > /tmp/o/driver.md 2>&1
# b+tree: the program's own kernel timer, 5 fresh runs each, interleaved
mkdir -p /tmp/bt && for c in omp2cuda clang16 nvcc; do tar xJf .carry/r2/bt/$c.tar.xz -C /tmp/bt; done
for r in 1 2 3 4 5; do for c in omp2cuda clang16 nvcc; do
  d=/tmp/bt/$c/b+tree/b+tree-$([ $c = nvcc ] && echo cuda || echo omp)
  echo "== $c $r"; (cd $d && env LD_LIBRARY_PATH=/tmp/c16 OMP_TARGET_OFFLOAD=MANDATORY ./main file ../data/b+tree/mil.txt command ../data/b+tree/command.txt 2>&1 | grep -i "time\|error\|fail")
done; done > /tmp/o/bt.txt 2>&1
(cd /tmp/bt/omp2cuda/b+tree/b+tree-omp && OMP2CUDA_PROFILE=1 OMP2CUDA_VERBOSE=2 ./main file ../data/b+tree/mil.txt command ../data/b+tree/command.txt) > /tmp/o/bt-profile.txt 2>&1
(cd /tmp/bt/omp2cuda/b+tree/b+tree-omp && OMP2CUDA_LAUNCH=sync ./main file ../data/b+tree/mil.txt command ../data/b+tree/command.txt | grep -i time) > /tmp/o/bt-sync.txt 2>&1
cd /tmp/o && tar czf $OUT/run2.tgz . ; cat fix.txt c16check.txt startup0.md startup100.md driver.md; grep -A3 "== " bt.txt | head -80
