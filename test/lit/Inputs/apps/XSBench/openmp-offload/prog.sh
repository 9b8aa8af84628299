#!/bin/sh
# A stand-in for XSBench: valid at -s small, an invalid checksum otherwise.
echo "built with: $(cat built.txt); offload: $OMP_TARGET_OFFLOAD"
echo "Lookups/s:   1,234,567"
case "$*" in
*small*) echo "Verification checksum: 945990 (Valid)";;
*) echo "Verification checksum: 17 (WARNING - INAVALID CHECKSUM!)"; exit 1;;
esac
