E2E=0 BUDGET=420 VV=1 SEEDMAX=0 bash test/device_run.sh   # carry: build/tools/omp2cuda build/lib build/include .carry/ompinc .carry/csmith .carry/csmith-inc .carry/vv-suite.tar.xz
