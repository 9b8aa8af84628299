#!/bin/bash
# Run 2 (stop 79), one GPU, carrying .carry/s79 (built on the CPU machine at this stop's end; not in git):
#  - test/run programs of this stop (`test/e2e.py build /tmp/e2e79 <names>`: the sections, loop-transform, direct
#    reduction and USM tests, and the merged helper branches' new tests);
#  - the ten stop-78 C++ probes that failed their exact comparisons in run 1, built again with and without
#    -ffp-contract=off (nvcc -fmad=false), and the round-3 probe q33 with it: the same results with contraction off
#    say nvcc's fused multiply-adds (which C and C++ allow) made the difference;
#  - the validation suite's C++ 5.2 tests built with this stop's runtime (RELRO and read-only segments page-locked
#    read-only under unified_shared_memory);
#  - the optimization probes of this stop (/work/probe-opt3, outside the repository: 48 programs), each by its own
#    check, built with this stop's fixes (bin/) and with the compiler before them (bin-main/).
H=$PWD/.carry/s79
R=$OUT/run2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $R/gpu.txt
for pack in e2e79 e2e79b; do
	tar xJf $H/$pack.tar.xz -C /tmp
	timeout 150 python3 test/e2e.py run /tmp/$pack 2>&1 | grep -v "not built" > $R/$pack.log
	echo "$pack: $(grep -c '^PASS' $R/$pack.log) pass, $(grep -c '^FAIL' $R/$pack.log) fail"; grep -A3 '^FAIL' $R/$pack.log | head -20
done
if [ -f $H/po.tar.xz ]; then
	tar xJf $H/po.tar.xz -C /tmp
	# bin: built with this stop's fixes (the aliasprobe branch); bin-main: with the compiler before them
	timeout 150 sh /tmp/probe-opt3/run_gpu.sh > $R/probe-opt3.txt 2>&1
	BIN=bin-main timeout 150 sh /tmp/probe-opt3/run_gpu.sh > $R/probe-opt3-before.txt 2>&1
	tail -1 $R/probe-opt3.txt; grep FAIL $R/probe-opt3.txt | head
	echo "before the fixes:"; tail -1 $R/probe-opt3-before.txt; grep FAIL $R/probe-opt3-before.txt | tr '\n' ' '; echo
fi
tar xJf $H/fc.tar.xz -C /tmp
(cd /tmp/probe-cxx2/binfc && for b in p* q33; do case $b in *.on) continue;; esac
	printf "%s off:%s on:%s\n" $b "$(OMP_TARGET_OFFLOAD=MANDATORY timeout 60 ./$b 2>&1 | tail -1)" \
		"$([ -x $b.on ] && OMP_TARGET_OFFLOAD=MANDATORY timeout 60 ./$b.on 2>&1 | tail -1)"; done) > $R/fmad.txt 2>&1
cat $R/fmad.txt
tar xJf $H/vvc79.tar.xz -C /tmp
timeout 60 python3 tools/vv/vv.py run /tmp/vvc79-5.2 --gpu -j 8 > /tmp/vvrun.txt 2>&1
python3 tools/vv/vv.py report /tmp/vvc79-5.2 --gpu > $R/vv-cxx-5.2.md 2>&1
grep -E "^\| (pass|fail|wrong|refused|rejected) \|" $R/vv-cxx-5.2.md; grep inheritence $R/vv-cxx-5.2.md | cut -c1-200
tar cJf $OUT/run2.tar.xz -C $OUT run2
