#!/bin/bash
# Run 101: every test/run program end to end (issue 30's and 31's new ones among them), then the
# aliasing differential tester on seeds 1-1,000 on the GPU.
E2E=1 CSEM=0 ALIAS=1 ASEED0=1 ASEEDMAX=1000 SEEDMAX=0 BUDGET=570 bash test/device_run.sh
