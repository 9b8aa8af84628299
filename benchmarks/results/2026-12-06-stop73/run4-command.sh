#!/bin/bash
# Run 4 (stop 73), one GPU, carrying .carry/s73 (the test/run programs of this stop, `OMP2CUDA_BUILD=build2
# test/e2e.py build /tmp/e2e73b ...` with omp2cuda of this stop) and .carry/s72r2 (run 2 of stop 72, prepared then:
# run2-command.sh there says what it holds):
#  0. cxx_rdc_members, separate_header_prototype, cxx_namespace_prototypes, cxx_host_member_types, cxx_nested_headers,
#     cxx_private_pointer_members, cxx_implicit_assignment, each by its own check;
#  1. then run2-command.sh (stop 73's copy: stop 72's with cxx_std_member_map added), with JLIMIT and TLIMIT.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu4.txt
tar xJf .carry/s73/e2e73b.tar.xz -C /tmp
python3 test/e2e.py run /tmp/e2e73b cxx_rdc_members separate_header_prototype cxx_namespace_prototypes \
	cxx_host_member_types cxx_nested_headers cxx_private_pointer_members cxx_implicit_assignment 2>&1 \
	| tee $OUT/e2e4.log | grep -E "^(PASS|FAIL)"
bash benchmarks/results/2026-12-06-stop73/run2-command.sh
