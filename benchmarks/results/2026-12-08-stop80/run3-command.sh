#!/bin/bash
# Run 3 (stop 80, prepared: no device machine was lent after run 1), one GPU, carrying .carry/s80c (built on the
# CPU machine at this stop's end, 3cd9dc27 + scan_var_ref; not in git):
#  - e2e80: this stop's test/run programs (`OMP2CUDA_BUILD=<snapshot> test/e2e.py build /tmp/e2e80 block_lanes_sums
#    c_complex_arith c_complex_funcs c_complex_reduction cxx_gnu_complex taskgroup_task_reduction
#    task_firstprivate_array default_firstprivate_aggregates cxx_device_tasks`);
#  - vv80b-<v>: the validation suite, C and C++, every version (`tools/vv/vv.py --lang all build /work/vv <v>
#    /tmp/vv80b-<v>`), run as published, OMP_TARGET_OFFLOAD=MANDATORY.
H=$PWD/.carry/s80c
R=$OUT/run3; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $R/gpu.txt
tar xJf $H/e2e80.tar.xz -C /tmp
timeout 200 python3 test/e2e.py run /tmp/e2e80 2>&1 | grep -v "not built" > $R/e2e80.log
echo "e2e80: $(grep -c '^PASS' $R/e2e80.log) pass, $(grep -c '^FAIL' $R/e2e80.log) fail"; grep -A3 '^FAIL' $R/e2e80.log | head -20
for v in 4.5 5.0 5.1 5.2; do
	tar xJf $H/vv80b-$v.tar.xz -C /tmp
	timeout 100 python3 tools/vv/vv.py run /tmp/vv80b-$v --gpu -j 8 > /tmp/vvrun-$v.txt 2>&1
	python3 tools/vv/vv.py report /tmp/vv80b-$v --gpu > $R/vv-$v.md 2>&1
	echo "== $v"; grep -E "^\| (pass|fail|wrong|refused|rejected|total) \|" $R/vv-$v.md
done
tar cJf $OUT/run3.tar.xz -C $OUT run3
