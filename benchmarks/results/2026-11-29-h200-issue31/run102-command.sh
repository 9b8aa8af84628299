#!/bin/bash
# Run 102: the aliasing differential tester on seeds 1,001-2,000 on the GPU, and seeds 633 and 660
# again (their programs, before the generator's fix, pointed before the mapped array).
E2E=0 CSEM=0 ALIAS=1 ASEED0=1001 ASEEDMAX=2000 SEEDMAX=0 BUDGET=500 bash test/device_run.sh
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
mkdir -p /tmp/again && cd /tmp/again && for s in 633 660; do
	python3 $OLDPWD/tools/difftest/alias.py --gpu --seeds $s:$s --out /tmp/again/$s \
		--omp2cuda $OLDPWD/build/tools/omp2cuda > $OUT/again-$s.txt 2>&1
done
