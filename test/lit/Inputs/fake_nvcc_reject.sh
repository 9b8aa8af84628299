#!/bin/sh
# nvcc's stand-in that rejects the generated .cu file: an error in code
# omp2cuda wrote (a line before any #line), one under a #line (the user's
# file, as nvcc names it), then nvcc's summary line.
cu=
for a; do case "$a" in *.cu) cu=$a ;; --list-gpu-code) exit 1 ;; esac; done
line=$(grep -n '__global__' "$cu" | head -1 | cut -d: -f1)
echo "$cu($((line + 1))): error: identifier \"o2c_bogus\" is undefined" >&2
echo "user_file.c(7): error: expected a \";\"" >&2
echo "2 errors detected in the compilation of \"$cu\"." >&2
exit 1
