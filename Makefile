# Top-level entry points.  `make run` and `make check` do the whole set-up on
# a fresh Debian 12 machine: install what is missing, build, then run.
BUILD ?= build
JOBS ?= $(shell nproc)
O2C = $(BUILD)/tools/omp2cuda

.PHONY: all deps build run check clean

all: build

deps:
	@tools/install-deps.sh

$(BUILD)/build.ninja $(BUILD)/Makefile:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo

build: deps $(BUILD)/Makefile
	cmake --build $(BUILD) -j $(JOBS)

# Compile and run the bundled example: on the GPU when there is one,
# through the host fallback otherwise.
run: build
	$(O2C) -O2 examples/saxpy.c -o $(BUILD)/saxpy
	OMP2CUDA_VERBOSE=1 $(BUILD)/saxpy

check: build
	python3 /usr/lib/llvm-16/build/utils/lit/lit.py -sv $(BUILD)/test

clean:
	rm -rf $(BUILD)
