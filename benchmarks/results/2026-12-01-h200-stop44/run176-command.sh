#!/bin/bash
# Run 176 (stop 44), one H200, at this commit: the test/run programs that the last changes touch (_Float16 from a
# float by one cvt.rn.f16.f32, the GPU's own half add, a team's VLA's inline bytes left to room), built there and run.
S=$PWD/.carry/s44
export OMP_TARGET_OFFLOAD=MANDATORY
tar xJf $S/build.tar.xz
ln -sf omp2cuda build/tools/omp2cuda++
tar xJf .carry/llvm22.tar.xz -C /
ldconfig -p | grep -q 'libz3\.so\.4 ' || tar xJf .carry/z3.tar.xz -C /
ldconfig
mkdir -p /tmp/ffilib && ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$S/ompinc
E=/tmp/e2e; mkdir -p $E
T="float16_device atomic_narrow team_vla vla_device_code"
echo $T | tr ' ' '\n' | xargs -P 8 -I{} sh -c "python3 test/e2e.py build $E {} > $E/{}.buildlog 2>&1"
for f in $(grep -l FAILED $E/*.buildlog); do echo "== $f"; tail -5 "$f"; done > $OUT/run176-e2e-build.log
timeout 40 python3 test/e2e.py run $E $T > $OUT/run176-e2e.log 2>&1
cat $OUT/run176-e2e-build.log $OUT/run176-e2e.log
