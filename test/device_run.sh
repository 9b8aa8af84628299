#!/bin/bash
# Checks of C's meaning on a GPU machine that has nvcc, gcc and libclang 16 but
# no omp2cuda build: every test/run program (test/e2e.py), the C-semantics corpus
# (test/csem/run.py) and Csmith programs (tools/difftest/csmith.py), all built
# there by the omp2cuda carried from this machine, run with
# OMP_TARGET_OFFLOAD=MANDATORY.
#
#   test/device_run.sh prepare   here: copy csmith, its headers and libomp's
#                                omp.h (clang 16 cannot read gcc 13's) into .carry/,
#                                and libclang 22 (the front end's; the GPU machine
#                                has libclang 16 only): libclang-22.so.22,
#                                libLLVM.so.22.1 and clang's resource headers in
#                                .carry/llvm22.tar.xz, unpacked there at the same
#                                paths (the binary's RPATH names /usr/lib/llvm-22/lib),
#                                and with SUITE=<sollve_vv checkout> pack its C and C++ tests
#                                and header for the VV part
#                                (MPI=1: also Open MPI's programs and libraries
#                                and examples/mpi built here, for the MPI part)
#   test/device_run.sh           there, with build/tools/omp2cuda, build/lib,
#                                build/include and .carry carried; logs in $OUT
#
# Variables: BUDGET (seconds, default 530), E2E=0 and CSEM=0 skip those parts,
# ASYNC=1 measures target regions launched without waiting against OMP2CUDA_LAUNCH=sync
# and hand CUDA (tools/bench/launch.c and launch_cuda.cu, gaussian and lud at large;
# .carry/bench filled by hand: see the results' README),
# HOSTCOST=1 measures host-side costs (issue 17) in one run: per-region cost
# (launch.c against launch_cuda.cu's modes), a fresh process's first map and
# warm and repeated transfers by OMP2CUDA_TRANSFER mode (xfer.c), and app
# wall-clock of nn, lavaMD, bplustree, gaussian and lud against clang-16 and
# hand CUDA, each against the previous runtime (old-*, built with
# -L<old build>/lib; .carry/bench and .carry/rt-clang16.tar.xz filled by hand:
# see the results' README),
# MPI=1 runs examples/mpi on 2 ranks sharing the GPU, CMAKE=1 builds examples/cmake
# there with the carried driver and runs it,
# VV=1 builds and runs the validation suite's C and C++ tests (tools/vv/vv.py; the versions in
# VVVERSIONS, default 4.5 5.0 5.1 5.2 6.0; VVLANG c or c++ for one language; tables in
# $OUT/vv-<version>.md), E2E_ONLY a glob of test/run names (default all),
# ALIAS=1 runs the aliasing differential tester (tools/difftest/alias.py) on
# seeds ASEED0 to ASEEDMAX (default 1 to 2000): all built first (-j 16), then
# run on the GPU; its summary in $OUT/alias.txt, its kept programs with the
# Csmith ones in keep.tgz,
# EVOTUNE="<app> ..." runs, per app of the list, the single-decision tuner (bench.py tune,
# SINGLERUNS timed runs a variant, default 5, the fewest that can pass its test at alpha 0.01
# (a variant stops earlier once it can no longer come out faster: at 5, once one of its runs is
# slower than one of the default's),
# within SINGLETIME seconds, default 90; SINGLE=0 skips it) and then bench.py tune --search evo on benchmarks/<app> with the single tuner's
# result as its seed and final rival (tools/bench/evotune.py: builds with the carried driver,
# runs on the GPU) at EVOSIZE (default large) within EVOBUDGET program runs (default 60), more
# of its options in EVOARGS; the report (default, single-decision and evolved tune files side
# by side) in $OUT/evotune-<app>.md, the tune files, evo-runs.json and the logs in logs.tgz,
# SEED0 and SEEDMAX bound the Csmith seeds (default 1 to 2000, by 100s while
# time is left; SEEDMAX=0: none).
set -u
if [ "${1:-}" = prepare ]; then
	mkdir -p .carry/csmith-inc .carry/ompinc
	cp "$(command -v csmith)" .carry/
	cp -r /usr/include/csmith/* .carry/csmith-inc/
	cp /usr/lib/llvm-16/lib/clang/16/include/omp.h .carry/ompinc/
	(cd / && tar chJf - usr/lib/llvm-22/lib/libclang-22.so.22 usr/lib/llvm-22/lib/clang/22/include \
		usr/lib/x86_64-linux-gnu/libLLVM.so.22.1) >.carry/llvm22.tar.xz
	# libLLVM 22 needs libz3.so.4, which the GPU machine lacks
	(cd / && tar chJf - usr/lib/x86_64-linux-gnu/libz3.so.4) >.carry/z3.tar.xz
	if [ -n "${SUITE:-}" ]; then
		(cd "$SUITE" && git rev-parse HEAD >.vv-rev &&
			tar cJf - --exclude='*.F90' .vv-rev ompvv tests) \
			>.carry/vv-suite.tar.xz
		rm -f "$SUITE/.vv-rev"
	fi
	if [ "${MPI:-0}" = 1 ]; then
		L=usr/lib/x86_64-linux-gnu
		(cd / && tar cJf - usr/bin/orterun usr/bin/orted $L/openmpi $L/pmix2 $L/libmpi.so.40* \
			$L/libopen-pal.so.40* $L/libopen-rte.so.40* $L/libmca_common_*.so.* \
			$L/libevent_core-2.1.so.7* $L/libevent_pthreads-2.1.so.7* $L/libhwloc.so.15* \
			$L/libpmix.so.2* usr/share/openmpi etc/openmpi) >.carry/ompi.tar.xz
		OMPI_CC=$PWD/build/tools/omp2cuda mpicc -O2 examples/mpi/halo.c -o .carry/halo -lm
	fi
	exit 0
fi
START=$(date +%s)
BUDGET=${BUDGET:-530}
left() { echo $((BUDGET - ($(date +%s) - START))); }
# libclang 22 where the RPATH of build/tools/omp2cuda looks (prepare packed it)
tar xJf .carry/llvm22.tar.xz -C /
ldconfig -p | grep -q 'libz3\.so\.4 ' || tar xJf .carry/z3.tar.xz -C /
ldconfig
mkdir -p /tmp/ffilib
ln -sf /usr/lib/x86_64-linux-gnu/libffi.so.8 /tmp/ffilib/libffi.so
# the front end reads clang 16's <omp.h> (OMP2CUDA_OMP_INCLUDE, frontend/host_view.c)
# in place of gcc's; gcc keeps its own
export LIBRARY_PATH=/tmp/ffilib OMP2CUDA_OMP_INCLUDE=$PWD/.carry/ompinc
cp .carry/csmith /usr/local/bin/
mkdir -p /usr/include/csmith && cp -r .carry/csmith-inc/* /usr/include/csmith/
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$OUT/progress.txt"
if [ "${E2E:-1}" = 1 ]; then
	E=/tmp/e2e
	mkdir -p $E
	ls test/run/${E2E_ONLY:-*}.c test/run/${E2E_ONLY:-*}.cpp 2>/dev/null | xargs -n1 basename | sed 's/\.c\(pp\)\{0,1\}$//' |
		xargs -P 16 -I{} sh -c "python3 test/e2e.py build $E {} > $E/{}.buildlog 2>&1"
	for f in $(grep -l FAILED $E/*.buildlog); do echo "== $f"; tail -5 "$f"; done >"$OUT/e2e-build.log"
	python3 test/e2e.py run $E >"$OUT/e2e.log" 2>&1
	echo "e2e done, $(left) s left" >>"$OUT/progress.txt"
fi
if [ "${VV:-0}" = 1 ]; then
	mkdir -p /tmp/vv && tar xJf .carry/vv-suite.tar.xz -C /tmp/vv
	for v in ${VVVERSIONS:-4.5 5.0 5.1 5.2 6.0}; do
		python3 tools/vv/vv.py build /tmp/vv $v /tmp/vv-$v -j 16 --lang ${VVLANG:-all} >/tmp/vv-$v.txt 2>&1
		python3 tools/vv/vv.py run /tmp/vv-$v --gpu -j 8 >>/tmp/vv-$v.txt 2>&1
		python3 tools/vv/vv.py report /tmp/vv-$v --gpu >"$OUT/vv-$v.md" 2>&1
	done
	(cd /tmp && tar czf "$OUT/vv.tgz" vv-*.txt vv-*/log vv-*/*.tsv)
	echo "vv done, $(left) s left" >>"$OUT/progress.txt"
fi
if [ "${ASYNC:-0}" = 1 ]; then
	B=.carry/bench
	export BENCH_REF_DIR=/tmp/bench-ref
	mkdir -p $BENCH_REF_DIR
	(for r in 1 2 3; do
		OMP2CUDA_CHAINS=off $B/launch 5000 7
		OMP2CUDA_LAUNCH=sync $B/launch 5000 7
		$B/launch_cuda 5000 7
		$B/launch_cuda 5000 7 queued
	 done
	 for app in gaussian lud; do
		for r in 0 1 2 3 4 5; do
			for m in async sync; do
				echo "mode=$m rep=$r $(OMP2CUDA_LAUNCH=$m $B/o2c-$app large 2>&1 | grep RESULT)"
			done
			echo "mode=cuda rep=$r $($B/cuda-$app large 2>&1 | grep RESULT)"
		done
	 done) >"$OUT/async.log" 2>&1
	echo "async done, $(left) s left" >>"$OUT/progress.txt"
fi
if [ "${HOSTCOST:-0}" = 1 ]; then
	B=.carry/bench
	export BENCH_REF_DIR=/tmp/bench-ref
	mkdir -p $BENCH_REF_DIR /tmp/rtc && tar xJf .carry/rt-clang16.tar.xz -C /tmp/rtc
	for p in libomptarget.rtl.cuda libomptarget.rtl.cuda.nextgen; do
		ln -sf $p.so.16 /tmp/rtc/$p.so
	done
	cu=$(ldconfig -p | awk '/libcuda\.so\.1 / { print $NF; exit }')
	ldconfig -p | grep -q 'libcuda\.so ' || ln -sf "$cu" /tmp/rtc/libcuda.so
	(for r in 1 2 3; do
		OMP2CUDA_CHAINS=off $B/launch 5000 7
		$B/launch_old 5000 7
		$B/launch_cuda 5000 7
		for m in queued queued-mark queued-event; do $B/launch_cuda 5000 7 $m; done
	 done) >"$OUT/launch.log" 2>&1
	echo "launch done, $(left) s left" >>"$OUT/progress.txt"
	(OMP_NUM_THREADS=16 $B/xfer memcpy 256; OMP_NUM_THREADS=1 $B/xfer memcpy 256
	 for r in 1 2 3; do
		for m in auto stage pageable pin; do
			echo "== cold new $m rep=$r"; OMP2CUDA_TRANSFER=$m $B/xfer cold 256
		done
		echo "== cold old auto rep=$r"; $B/xfer_old cold 256
	 done
	 for m in auto stage pin pageable; do
		echo "== repeat new $m"; OMP2CUDA_TRANSFER=$m $B/xfer repeat 256 30
	 done
	 echo "== repeat old auto"; $B/xfer_old repeat 256 30
	 for m in auto stage pin pageable; do
		echo "== warm new $m"; OMP2CUDA_TRANSFER=$m $B/xfer 256 7
	 done
	 echo "== warm old auto"; $B/xfer_old 256 7
	 echo "== adaptive"; OMP2CUDA_VERBOSE=1 OMP_TARGET_OFFLOAD=MANDATORY $B/adaptive 2>&1 |
		grep -E "page-locked|staging ring|PASS|FAIL"
	) >"$OUT/xfer.log" 2>&1
	echo "xfer done, $(left) s left" >>"$OUT/progress.txt"
	(for r in 0 1 2 3 4 5; do
		for app in nn lavaMD bplustree gaussian lud; do
			for impl in o2c old clang cuda; do
				[ "$(left)" -gt 60 ] || break 3
				echo "impl=$impl app=$app rep=$r $(LD_LIBRARY_PATH=/tmp/rtc $B/$impl-$app large 2>&1 |
					grep RESULT)"
			done
		done
	 done) >"$OUT/apps.log" 2>&1
	echo "apps done, $(left) s left" >>"$OUT/progress.txt"
fi
if [ "${MPI:-0}" = 1 ]; then
	# Open MPI from the CPU machine: its plugin and data folders where it
	# looks for them (this machine has none of its own), its libraries apart
	mkdir -p /tmp/ompi && tar xJf .carry/ompi.tar.xz -C /tmp/ompi
	L=usr/lib/x86_64-linux-gnu
	cp -r /tmp/ompi/$L/openmpi /tmp/ompi/$L/pmix2 /$L/ && cp -r /tmp/ompi/usr/share/openmpi /usr/share/ &&
		cp -r /tmp/ompi/etc/openmpi /etc/
	(export LD_LIBRARY_PATH=/tmp/ompi/$L PATH=/tmp/ompi/usr/bin:$PATH OMPI_ALLOW_RUN_AS_ROOT=1 \
		OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader
	 for mode in staged device; do
		OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=0 timeout 120 orterun --oversubscribe -np 2 \
			.carry/halo $mode
		echo "halo $mode rc=$?"
	 done
	 OMP_TARGET_OFFLOAD=MANDATORY timeout 120 orterun -np 1 .carry/halo staged
	 echo "halo 1 rank rc=$?") >"$OUT/mpi.log" 2>&1
	echo "mpi done, $(left) s left" >>"$OUT/progress.txt"
fi
if [ "${CMAKE:-0}" = 1 ]; then
	(cmake -S examples/cmake -B /tmp/cm -DCMAKE_C_COMPILER=$PWD/build/tools/omp2cuda &&
		cmake --build /tmp/cm && OMP_TARGET_OFFLOAD=MANDATORY /tmp/cm/heat 1024 200
	 echo "cmake heat rc=$?") >"$OUT/cmake.log" 2>&1
	echo "cmake done, $(left) s left" >>"$OUT/progress.txt"
fi
if [ "${CSEM:-1}" = 1 ]; then
	python3 test/csem/run.py --omp2cuda build/tools/omp2cuda build /tmp/csem -j 16 >"$OUT/csem-build.log" 2>&1
	python3 test/csem/run.py --gpu run /tmp/csem >"$OUT/csem-gpu.log" 2>&1
	python3 test/csem/run.py --gpu --write-xfail run /tmp/csem >/dev/null 2>&1
	cp test/csem/xfail-gpu.txt "$OUT/"
	echo "csem done, $(left) s left" >>"$OUT/progress.txt"
fi
if [ "${ALIAS:-0}" = 1 ]; then
	A=/tmp/alias
	AS=${ASEED0:-1}:${ASEEDMAX:-2000}
	timeout $(($(left) - 60)) python3 tools/difftest/alias.py --build-only --seeds $AS --out $A \
		-j 16 --time-limit $(($(left) - 150)) >"$OUT/alias-build.txt" 2>&1
	echo "alias build rc=$? $(left) s left" >>"$OUT/progress.txt"
	timeout $(($(left) - 10)) python3 tools/difftest/alias.py --run-only --gpu --seeds $AS \
		--out $A -j 8 --run-timeout 20 --time-limit $(($(left) - 45)) >"$OUT/alias.txt" 2>&1
	echo "alias run rc=$? $(left) s left" >>"$OUT/progress.txt"
fi
for app in ${EVOTUNE:-}; do
	[ "$(left)" -gt 60 ] || break
	EV=/tmp/evo-$app
	mkdir -p /tmp/bench-ref $EV
	rival=
	if [ "${SINGLE:-1}" = 1 ]; then
		timeout $(($(left) - 20)) python3 tools/bench/bench.py tune --app "$app" \
			--size "${EVOSIZE:-large}" -n "${SINGLERUNS:-5}" --max-time "${SINGLETIME:-90}" \
			--out $EV/single --ref-dir /tmp/bench-ref --jobs 16 >"$OUT/single-$app.log" 2>&1
		echo "single $app rc=$? $(left) s left" >>"$OUT/progress.txt"
		[ -f $EV/single/tune-runs.json ] && rival="--single $EV/single/tune-runs.json"
	fi
	timeout $(($(left) - 20)) python3 tools/bench/bench.py tune --search evo --app "$app" \
		--size "${EVOSIZE:-large}" --budget "${EVOBUDGET:-60}" --out $EV --ref-dir /tmp/bench-ref \
		--jobs 16 $rival ${EVOARGS:-} >"$OUT/evotune-$app.log" 2>&1
	echo "evotune $app rc=$? $(left) s left" >>"$OUT/progress.txt"
	cp $EV/evo-report.md "$OUT/evotune-$app.md" 2>/dev/null
	cp $EV/evo-runs.json "$OUT/evo-runs-$app.json" 2>/dev/null
	for t in $EV/*.tune $EV/single/*.tune; do [ -f "$t" ] && cp "$t" "$OUT/$(basename "$(dirname "$t")")-$(basename "$t")"; done
done
S=${SEED0:-1}
while [ "$(left)" -gt 150 ] && [ "$S" -le "${SEEDMAX:-2000}" ]; do
	E=$((S + 99))
	timeout $(($(left) - 20)) python3 tools/difftest/csmith.py --gpu --seeds $S:$E --out /tmp/cs-$S \
		-j 16 --run-timeout 20 >>"$OUT/csmith.txt" 2>&1
	echo "csmith $S:$E rc=$? $(left) s left" >>"$OUT/progress.txt"
	S=$((E + 1))
done
mkdir -p "$OUT/keep"
for d in /tmp/cs-*/keep /tmp/alias/keep; do [ -d "$d" ] && cp -r "$d"/* "$OUT/keep/" 2>/dev/null; done
(cd "$OUT" && tar czf keep.tgz keep && rm -rf keep)
cat "$OUT/progress.txt"
# $OUT brings back at most 8 files: the tables as they are, the rest in one archive
(cd "$OUT" && tar czf /tmp/device-logs.tgz --exclude='*.md' --exclude=progress.txt . &&
	find . -type f ! -name '*.md' ! -name progress.txt -delete && mv /tmp/device-logs.tgz logs.tgz)
