# Top-level entry points.  `make run` and `make check` do the whole set-up on
# a fresh Debian 12 machine: install what is missing, build, then run.
BUILD ?= build
JOBS ?= $(shell nproc)
O2C = $(BUILD)/tools/omp2cuda

FUZZ_TIME ?= 60
PREFIX ?= /usr/local

.PHONY: all deps build run check check-install check-memory fuzz-build fuzz-smoke install clean

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

# bin/omp2cuda, the runtime and lib/cmake/omp2cuda under PREFIX.
install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

# Installs into a temporary prefix, hides the build tree, then builds and
# runs examples/cmake and examples/mpi with the installed compiler.
check-install: build
	test/install/check.sh $(BUILD)

# The runtime's unit tests under AddressSanitizer+UBSan (a second build of
# the runtime) and under Valgrind: part of check, here alone.
check-memory: build
	python3 /usr/lib/llvm-16/build/utils/lit/lit.py -sv $(BUILD)/test/unit/asan.test \
	        $(BUILD)/test/unit/valgrind.test

# The libFuzzer target over the translator (test/fuzz/README.md), built
# with clang under ASan and UBSan in its own tree; fuzz-smoke replays the
# regression inputs and fuzzes for FUZZ_TIME seconds.
fuzz-build: deps
	cmake -S . -B $(BUILD)/fuzz -DO2C_FUZZ=ON -DO2C_WERROR=OFF -DCMAKE_C_COMPILER=clang-16 \
	      -DCMAKE_BUILD_TYPE=RelWithDebInfo
	cmake --build $(BUILD)/fuzz -j $(JOBS)

fuzz-smoke: fuzz-build
	test/fuzz/run.sh $(BUILD)/fuzz/test/fuzz/fuzz_translate -max_total_time=$(FUZZ_TIME)

clean:
	rm -rf $(BUILD)
