#!/bin/bash
# Run 112 (stop 32, after the kernel list moved into the Plan: the alias kernels print only what
# their entry carries): the aliasing differential tester (tools/difftest/alias.py) on seeds
# 1-800, built and run on the GPU.
E2E=0 VV=0 CSEM=0 ALIAS=1 ASEED0=1 ASEEDMAX=800 SEEDMAX=0 BUDGET=360 bash test/device_run.sh
