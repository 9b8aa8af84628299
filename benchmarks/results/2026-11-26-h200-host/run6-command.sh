#!/bin/bash
cd "$(dirname "$0")"
export OMP_TARGET_OFFLOAD=MANDATORY
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag; nproc
for v in new thp; do echo "== verbose $v"; O2C_HUGE=1 OMP2CUDA_VERBOSE=1 ./xfer_$v cold 256 2>&1 | grep -E "staging ring|XFER op"; done
for r in 1 2 3 4 5 6; do
 echo "== new rep=$r"; ./xfer_new cold 256 | grep op=
 echo "== thp rep=$r"; O2C_HUGE=1 ./xfer_thp cold 256 | grep op=
 echo "== stage rep=$r"; OMP2CUDA_TRANSFER=stage ./xfer_new cold 256 | grep op=
done
grep -i huge /proc/meminfo
