#!/bin/bash
# Run 3 (stop 67), one GPU: run 1's timing part (which found no H200 there): the 97 HeCBench programs clang-16 verified
# in stops 36-40, built on the CPU machine with omp2cuda at the commit of this file (`hecbench.py build /work/hbsrc OUT
# --compiler omp2cuda --only <the 97>`, packed), each alone on the GPU, kernel time by the CUPTI referee, for LIMIT
# seconds, after the 29 stop 66's run 1 timed (its run.json, --keep); only on an H200, where the stored clang-16 and
# CUDA figures were measured (run 2 found the twins' kernel times there within 0.1-2.6% of the stored ones).
H=$PWD/.carry/s67
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || exit 0
HB=/tmp/hb67; mkdir -p $HB && tar xJf $H/omp2cuda.tar.xz -C $HB
cp $H/prev-omp2cuda-run.json $HB/omp2cuda/run.json
timeout ${LIMIT:-300} python3 tools/hecbench/hecbench.py run $HB --compiler omp2cuda -j 1 --timeout 60 --keep \
	--where-pass omp2cuda --timer referee --referee $H/libgputotal.so > $OUT/time-omp2cuda.log 2>&1
cp $HB/omp2cuda/run.json $OUT/omp2cuda-run.json; tail -n 2 $OUT/time-omp2cuda.log
