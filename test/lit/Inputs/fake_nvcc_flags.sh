#!/bin/sh
# nvcc's stand-in that rejects one -I as nvcc rejects an option it does not
# know, and otherwise writes a one-byte file as its -o output.
out=
while [ $# -gt 0 ]; do
	case "$1" in
	-INVCC_REJECTS) echo "nvcc fatal   : Unknown option '$1'" >&2; exit 1 ;;
	--list-gpu-code) exit 1 ;;
	-o) out=$2; shift ;;
	esac
	shift
done
printf 'x' >"$out"
