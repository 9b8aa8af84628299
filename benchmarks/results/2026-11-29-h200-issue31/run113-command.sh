#!/bin/bash
# Run 113 (end of stop 32, every merge of the stop: the host fallback's construct and layouts decided
# in lowering, private copies from the AST, the last size and circle moves): every test/run program
# on the GPU.
E2E_TIMEOUT=60 E2E=1 VV=0 CSEM=0 SEEDMAX=0 BUDGET=300 bash test/device_run.sh
