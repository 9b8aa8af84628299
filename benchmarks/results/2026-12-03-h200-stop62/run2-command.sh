#!/bin/bash
# Run 2 (stop 62, at 71f31e3): the four C++ applications (BabelStream, miniBUDE, TeaLeaf, PRK Cxx11: fetched
# sources carried) built there with the driver built here and run on the GPU, each verified by its own check
# (tools/apps/apps.py --gpu, OMP_TARGET_OFFLOAD=MANDATORY); then, per app, the single-decision tuner (bench.py tune,
# 5 timed runs a variant within 45 s) and the evolutionary search seeded by it and with it as the final rival
# (population 6, the minimum of 2 runs a genome, 18 program runs of budget, 5 final runs of each build, 0.1 s
# between runs) at large (test/device_run.sh EVOTUNE), for the apps of APPS.
S=$PWD/.carry/s62
mkdir -p /tmp/o /tmp/capps
tar xJf $S/build.tar.xz && ln -sf omp2cuda build/tools/omp2cuda++
if [ "${CXXAPPS:-1}" = 1 ]; then
	tar xJf .carry/llvm22.tar.xz -C /
	ldconfig -p | grep -q 'libz3\.so\.4 ' || tar xJf .carry/z3.tar.xz -C /
	ldconfig
	mkdir -p /tmp/ffilib && ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
	tar xJf .carry/apps61/cxx-apps.tar.xz -C /tmp/capps && mv /tmp/capps/prk /tmp/capps/Kernels
	(export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
	timeout 130 python3 tools/apps/apps.py --apps /tmp/capps --only 'BabelStream|miniBUDE|TeaLeaf|PRK Cxx11' \
		--compiler $PWD/build/tools/omp2cuda --gpu --out /tmp/o/cxx-apps.md --scratch /tmp/capps-work --jobs 16 \
		> /tmp/o/cxx-apps.log 2>&1)
	(cd /tmp/capps-work && tar czf /tmp/o/cxx-apps-logs.tgz $(find . -name '*.log' -size -2M | head -200)) 2>/dev/null
fi
(E2E=0 CSEM=0 VV=0 SEEDMAX=0 EVOTUNE="$APPS" SINGLERUNS=5 SINGLETIME=45 EVOBUDGET=18 \
	EVOARGS="--population 6 --reps 2 --final-reps 5 --delay 0.1" BUDGET=${BUDGET:-420} OUT=/tmp/o \
	timeout $((${BUDGET:-420} + 10)) test/device_run.sh) > /tmp/o/dr.log 2>&1
cd /tmp/o && tar czf $OUT/o.tgz . 
cat cxx-apps.md 2>/dev/null | head -40; cat progress.txt
for f in evotune-*.md; do echo "== $f"; grep -E "^\| (default|winner|single)" $f; grep -E "^(Winner|Tune file|Chosen)" $f; done
