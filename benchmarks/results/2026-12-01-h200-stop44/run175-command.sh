#!/bin/bash
# Run 175 (stop 44), one H200, at this commit: the test/run programs this stop added or changed, built there and
# run (run 174 spent its time on HeCBench), then the validation suite 4.5 (C and C++) as published; every result
# written under $OUT as it comes.
S=$PWD/.carry/s44
export OMP_TARGET_OFFLOAD=MANDATORY
tar xJf $S/build.tar.xz && cp -r $S/ompinc $S/vv-suite.tar.xz .carry/
ln -sf omp2cuda build/tools/omp2cuda++
tar xJf .carry/llvm22.tar.xz -C /
ldconfig -p | grep -q 'libz3\.so\.4 ' || tar xJf .carry/z3.tar.xz -C /
ldconfig
mkdir -p /tmp/ffilib && ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
E=/tmp/e2e; mkdir -p $E
T="float16_device atomic_narrow atomic_wide_operand header_tables pp_conditionals cxx_pp_conditionals
   team_thread_views team_vla vla_device_code atomic_capture_rmw team_number_bounds decl_attributes
   cxx_lambda_in_template teams_on_warps team_lanes nested_parallel"
echo $T | tr ' ' '\n' | grep . | xargs -P 16 -I{} sh -c "python3 test/e2e.py build $E {} > $E/{}.buildlog 2>&1"
for f in $(grep -l FAILED $E/*.buildlog); do echo "== $f"; tail -5 "$f"; done > $OUT/run175-e2e-build.log
timeout 90 python3 test/e2e.py run $E > $OUT/run175-e2e.log 2>&1
cat $OUT/run175-e2e-build.log; tail -8 $OUT/run175-e2e.log
mkdir -p /tmp/vv && tar xJf .carry/vv-suite.tar.xz -C /tmp/vv
(timeout 100 python3 tools/vv/vv.py build /tmp/vv 4.5 /tmp/vv-4.5 -j 16 --lang all > /tmp/vv.txt 2>&1
 timeout 40 python3 tools/vv/vv.py run /tmp/vv-4.5 --gpu -j 8 >> /tmp/vv.txt 2>&1
 python3 tools/vv/vv.py report /tmp/vv-4.5 --gpu > $OUT/run175-vv-4.5.md 2>&1)
head -20 $OUT/run175-vv-4.5.md
