#!/bin/sh
# compute-sanitizer over the end-to-end programs and the suite's omp2cuda apps (small size),
# on the GPU machine, from the repository root:
#
#   test/sanitize-gpu.sh     (after `python3 test/e2e.py build .carry/e2e` and
#                             `sh benchmarks/build.sh omp2cuda` here, packed as below)
#
# Every program under memcheck and initcheck; the ones with __shared__ memory, barriers,
# block reductions or atomics also under racecheck and synccheck; the apps under memcheck
# (and racecheck for those with team-level shared state).  Six at a time.  One line per
# run in $OUT/san.txt, each tool's log in $OUT/san/; a run is clean when it exits 0 and its
# summary reports no error or hazard (--error-exitcode makes any report a failure).
set -u
OUT=${OUT:-/tmp/sanitize}
CS=/usr/local/cuda/bin/compute-sanitizer
tar xJf .carry/e2e.tar.xz -C .carry
mkdir -p benchmarks/out && tar xJf .carry/suite.tar.xz -C benchmarks/out
$CS --version | head -2
export OMP_TARGET_OFFLOAD=MANDATORY
mkdir -p $OUT/san
progs=$(ls .carry/e2e | grep -v '\.' | grep -v '^errpath_') # errpath_: failures on purpose
for p in $progs; do echo "memcheck .carry/e2e/$p"; echo "initcheck .carry/e2e/$p"; done > /tmp/jobs
for p in spmd_shared_reduce spmd_stencil_tile team_level_writes critical_counter teams_num_teams_exact \
	bplustree_search reduction_ops reduction_multi reduction_forms atomics pathfinder; do
	echo "racecheck .carry/e2e/$p"; echo "synccheck .carry/e2e/$p"
done >> /tmp/jobs
for a in nn pathfinder hotspot srad_v2 gaussian backprop kmeans lud nw hotspot3D bfs srad_v1 bplustree lavaMD; do
	echo "memcheck benchmarks/out/omp2cuda/$a small"
done >> /tmp/jobs
for a in nw bplustree lavaMD srad_v2 kmeans; do
	echo "racecheck benchmarks/out/omp2cuda/$a small"
done >> /tmp/jobs
export CS OUT
cat /tmp/jobs | xargs -P 6 -L 1 sh -c 'CS=$CS; OUT=$OUT; tool=$0; shift 0; 
	name=$(basename $1)$( [ $# -gt 1 ] && echo "-$2");
	log=$OUT/san/$tool-$name.log;
	timeout 150 $CS --tool $tool --error-exitcode 99 "$@" > $log 2>&1; rc=$?;
	sum=$(grep -E "ERROR SUMMARY|RACECHECK SUMMARY" $log | tail -1);
	echo "$tool $name rc=$rc $sum"' > $OUT/san.txt 2>&1
sort $OUT/san.txt | grep -v "rc=0 ========= ERROR SUMMARY: 0 errors" | head -80
echo "clean: $(grep -c 'rc=0 ========= ERROR SUMMARY: 0 errors' $OUT/san.txt) of $(wc -l < $OUT/san.txt)"
