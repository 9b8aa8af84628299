#!/bin/sh
# A g++ that says it is g++ 13 when asked for its macros (-dM -E), as
# the GPU machine's is, with the types g++ 13 adds; otherwise g++.
for a in "$@"; do
	if [ "$a" = -dM ]; then
		g++ "$@" | sed -e 's/^#define __GNUC__ .*/#define __GNUC__ 13/'
		echo '#define __STDCPP_FLOAT32_T__ 1'
		echo '#define __STDCPP_FLOAT64_T__ 1'
		exit 0
	fi
done
exec g++ "$@"
