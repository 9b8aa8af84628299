set -x
mkdir -p /tmp/o /tmp/c16 && tar xJf .carry/c16rt.tar.xz -C /tmp/c16
(cd /tmp/c16 && ln -sf libomptarget.rtl.cuda.so.16 libomptarget.rtl.cuda.so && ln -sf libomptarget.rtl.cuda.nextgen.so.16 libomptarget.rtl.cuda.nextgen.so)
R=.carry/r2; S=$R/startup; C="clang16=$R/startup_clang16,LD_LIBRARY_PATH=/tmp/c16"
for m in MANDATORY DEFAULT; do echo "== $m"; OMP_TARGET_OFFLOAD=$m $R/fork_children; echo "rc=$?"; OMP_TARGET_OFFLOAD=$m OMP2CUDA_INIT=lazy $R/fork_children; echo "lazy rc=$?"; done > /tmp/o/fork.txt 2>&1
for i in 1 2 3 4 5 6 7 8 9 10; do OMP_TARGET_OFFLOAD=MANDATORY $R/exit_before_regions quit; echo "rc=$?"; done > /tmp/o/exit.txt 2>&1
OMP_TARGET_OFFLOAD=MANDATORY $R/exit_before_regions >> /tmp/o/exit.txt 2>&1
for h in 0 100 300; do python3 tools/bench/startup.py 10 $h o2c=$S lazy=$S,OMP2CUDA_INIT=lazy $C > /tmp/o/startup$h.md 2>&1; done
for i in 1 2 3; do OMP2CUDA_PROFILE=1 $S $(date +%s%N) 300; done > /tmp/o/profile300.txt 2>&1
mkdir -p /tmp/bt /tmp/btold && for c in omp2cuda clang16; do tar xJf $R/bt/$c.tar.xz -C /tmp/bt; done; tar xJf $R/bt-old-omp2cuda.tar.xz -C /tmp/btold
run_bt() { (cd $1 && env LD_LIBRARY_PATH=/tmp/c16 OMP_TARGET_OFFLOAD=MANDATORY ./main file ../data/b+tree/mil.txt command ../data/b+tree/command.txt 2>&1 | grep -i "Kernel execution\|error\|fail" | tr '\n' ' '); echo; }
for r in 1 2 3 4 5 6 7; do
  echo -n "new $r: "; run_bt /tmp/bt/omp2cuda/b+tree/b+tree-omp
  echo -n "old $r: "; run_bt /tmp/btold/omp2cuda/b+tree/b+tree-omp
  echo -n "clang16 $r: "; run_bt /tmp/bt/clang16/b+tree/b+tree-omp
done > /tmp/o/bt.txt 2>&1
for r in 1 2 3; do echo -n "new lazy $r: "; OMP2CUDA_INIT=lazy run_bt /tmp/bt/omp2cuda/b+tree/b+tree-omp; done >> /tmp/o/bt.txt 2>&1
cd /tmp/o && tar czf $OUT/run3.tgz . ; cat fork.txt; tail -3 exit.txt; cat startup0.md startup100.md startup300.md bt.txt; grep "init:" profile300.txt
