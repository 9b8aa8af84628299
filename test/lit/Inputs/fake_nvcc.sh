#!/bin/sh
# nvcc's stand-in for driver tests that need no kernels built: it refuses a
# C dialect as nvcc does, and writes a one-byte file as its -o output.
out=
while [ $# -gt 0 ]; do
	case "$1" in
	-std=*) echo "nvcc fatal   : Value '${1#-std=}' is not defined for option 'std'" >&2; exit 1 ;;
	--list-gpu-code) exit 1 ;;
	-o) out=$2; shift ;;
	esac
	shift
done
printf 'x' >"$out"
