# Host-side costs on the GPU machine (issue 17): carried .carry/bench and .carry/rt-clang16.tar.xz.
START=$(date +%s); left() { echo $((${BUDGET:-540} - ($(date +%s) - START))); }
B=.carry/bench; export BENCH_REF_DIR=/tmp/bench-ref; mkdir -p $BENCH_REF_DIR /tmp/rtc
tar xJf .carry/rt-clang16.tar.xz -C /tmp/rtc
for p in libomptarget.rtl.cuda libomptarget.rtl.cuda.nextgen; do ln -sf $p.so.16 /tmp/rtc/$p.so; done
cu=$(ldconfig -p | awk '/libcuda\.so\.1 / { print $NF; exit }'); ldconfig -p | grep -q 'libcuda\.so ' || ln -sf "$cu" /tmp/rtc/libcuda.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
(for r in 1 2 3; do $B/launch 5000 7; $B/launch_cuda 5000 7 queued; $B/launch_cuda 5000 7; done) > $OUT/launch.log 2>&1
(for r in 1 2 3; do echo "== cold $r"; OMP2CUDA_VERBOSE=1 $B/xfer cold 256 2>&1 | grep -E "ring|first|XFER op=cold"; done
 echo "== repeat"; OMP2CUDA_VERBOSE=1 $B/xfer repeat 256 30 2>&1 | grep -E "XFER|page-locked"
 echo "== warm auto"; $B/xfer 256 7; echo "== warm pageable"; OMP2CUDA_TRANSFER=pageable $B/xfer 256 7
 OMP_NUM_THREADS=16 $B/xfer memcpy 256
 echo "== adaptive"; OMP2CUDA_VERBOSE=1 $B/adaptive 2>&1 | grep -E "page-locked|PASS|FAIL") > $OUT/xfer.log 2>&1
echo "xfer done $(left)" > $OUT/progress.txt
(for r in 0 1 2 3 4 5; do
  for a in nn lavaMD bplustree gaussian lud pathfinder hotspot srad_v2 backprop kmeans nw hotspot3D bfs srad_v1; do
   for i in o2c clang cuda; do
    [ -x $B/$i-$a ] || continue
    [ "$(left)" -gt 20 ] || break 3
    echo "impl=$i app=$a rep=$r $(LD_LIBRARY_PATH=/tmp/rtc timeout 60 $B/$i-$a large 2>&1 | grep RESULT)"
   done
  done
 done) > $OUT/apps.log 2>&1
echo "apps done $(left)" >> $OUT/progress.txt
