#!/bin/sh
# Runs the libFuzzer target over the translator (README.md here).
#   test/fuzz/run.sh FUZZER [libFuzzer flags...]
# First every input of test/fuzz/regressions/ once, then fuzzing from
# test/fuzz/corpus/ and the project's own C test programs (test/run,
# test/lit, examples: copied as seeds, never written) with the OpenMP
# dictionary.  New inputs go to a scratch
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
# Leaks are checked, except inside libclang (not instrumented); the
# compiler's own memory is the arena, freed after each input.
LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$here/lsan.supp}
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
# ASan reports every fatal signal, a stack overflow included (on its
# alternate stack, where the target also runs libclang's handlers), and
# libFuzzer then writes the input to FUZZ_ARTIFACTS.
ASAN_OPTIONS=${ASAN_OPTIONS:-handle_segv=1:handle_sigbus=1:handle_sigill=1:handle_sigfpe=1:handle_abort=1:use_sigaltstack=1}
export LSAN_OPTIONS UBSAN_OPTIONS ASAN_OPTIONS
"$fuzzer" -close_fd_mask=3 -timeout=20 -artifact_prefix="$artifacts/" "$here"/regressions/*
# The seeds are the C files among them: the target translates each input as
# C, and C++ read as C is invalid code on which libclang itself can exhaust
# memory (a target region after a class with member functions: 5 GB).
seeds=$dir/seeds
rm -rf "$seeds"
mkdir -p "$seeds"
find "$here/../run" "$here/../lit" "$here/../../examples" -name '*.c' -type f |
	while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr / _)"; done
exec "$fuzzer" -dict="$here/omp.dict" -close_fd_mask=3 -timeout=20 -rss_limit_mb=4096 \
	-artifact_prefix="$artifacts/" -print_final_stats=1 "$@" "$corpus" "$here/corpus" "$seeds"
