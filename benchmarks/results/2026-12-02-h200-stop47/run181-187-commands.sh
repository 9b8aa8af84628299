#!/bin/bash
# Runs 181-185 and 187 (stop 47), one H200 each, the probes in probes/ built on the CPU machine with
# nvcc -O3 -arch=sm_90 <probe>.cu -o .carry/s47/<probe> (collapse2 and steps at run 181 are stop 46's
# probes, in ../2026-12-01-h200-stop46/probes/), each call's command as the device tool ran it:
# run 181
.carry/s47/collapse2 2048 5 > $OUT/run181-collapse2.txt 2>&1; .carry/s47/steps > $OUT/run181-steps.txt 2>&1
.carry/s47/steps 1000000 1000 > $OUT/run181-steps-1000rows.txt 2>&1
# run 182 (collapse2: this stop's, one shape a process, the referee's kernel time; GPUTOTAL_OUT appends, so
# run182-collapse2-ledger.txt holds the file as it grew: its last 18 lines are the 18 processes in order)
S=.carry/s47; .carry/s47/steps2 > $OUT/run182-steps2.txt 2>&1; .carry/s47/steps2 1000000 1000 >> $OUT/run182-steps2.txt 2>&1
for r in 1 2 3; do for s in 0 1 2 3 4 5; do CUDA_INJECTION64_PATH=$PWD/$S/libgputotal.so GPUTOTAL_OUT=/tmp/g.txt \
	$S/collapse2 2048 3 $s > /tmp/c.txt 2>&1; echo "shape $s round $r: $(grep -o 'n=2048 [a-z0-9]*' /tmp/c.txt) | $(cat /tmp/g.txt)"
done; done > $OUT/run182-collapse2-ledger.txt
# run 183
.carry/s47/steps3 > $OUT/run183-steps3.txt 2>&1; .carry/s47/steps3 1000000 1000 >> $OUT/run183-steps3.txt 2>&1
# run 184 (steps4 before its last four variants)
.carry/s47/steps4 > $OUT/run184-steps4.txt 2>&1; .carry/s47/steps4 1000000 1000 >> $OUT/run184-steps4.txt 2>&1
# run 185: the SASS (run185-steps4-twin-jcheck.sass keeps var<0> and var<4>); its ncu part profiled nothing
# (-k regex:"var<N>" matches no function name: ncu names the kernel "var")
cd .carry/s47 && cuobjdump -sass steps4 > $OUT/run185-steps4.sass 2>&1
# run 187
.carry/s47/steps5 > $OUT/run187-steps5.txt 2>&1; .carry/s47/steps5 1000000 1000 >> $OUT/run187-steps5.txt 2>&1
.carry/s47/steps5 100000 100 >> $OUT/run187-steps5.txt 2>&1
