#!/bin/sh
# Runs the libFuzzer target over the translator (README.md here).
#   test/fuzz/run.sh FUZZER [libFuzzer flags...]
# First every input of test/fuzz/regressions/ once, then fuzzing from
# test/fuzz/corpus/ with the OpenMP dictionary.  New inputs go to a scratch
# corpus beside the fuzzer (FUZZ_CORPUS), so the checked-in corpus stays
# small; crashes are written to FUZZ_ARTIFACTS.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
fuzzer=$1
shift
dir=$(cd "$(dirname "$fuzzer")" && pwd)
corpus=${FUZZ_CORPUS:-$dir/corpus}
artifacts=${FUZZ_ARTIFACTS:-$dir/artifacts}
mkdir -p "$corpus" "$artifacts"
# libclang keeps caches for the life of the process and is not
# instrumented; the compiler's own memory is the arena, freed per input.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
export ASAN_OPTIONS UBSAN_OPTIONS
"$fuzzer" -close_fd_mask=3 "$here"/regressions/*
exec "$fuzzer" -dict="$here/omp.dict" -close_fd_mask=3 -timeout=20 -rss_limit_mb=4096 \
	-artifact_prefix="$artifacts/" -print_final_stats=1 "$@" "$corpus" "$here/corpus"
