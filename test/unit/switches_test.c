/* Unit test of the runtime's switches (runtime/switches.c): every
 * OMP2CUDA_* and OMP_* variable the runtime reads, from a made-up
 * environment: the defaults when unset, the values each takes, a warning
 * and the default for a value it does not take, and the ledger's alone
 * for libomp2cuda_inject.so.  Exits non-zero on the first failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define CHECK(c)                                                                                   \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);      \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

/* The made-up environment: name=value pairs, NULL-terminated. */
static const char *const *vars;

static const char *
fake_env(const char *name)
{
	for (int i = 0; vars && vars[i]; i += 2)
		if (!strcmp(vars[i], name))
			return vars[i + 1];
	return NULL;
}

static int
read_with(O2cSwitches *sw, const char *const *v, int ledger_only)
{
	vars = v;
	return o2c_switches_read(sw, fake_env, ledger_only);
}

static void
test_defaults(void)
{
	O2cSwitches sw;

	CHECK(read_with(&sw, NULL, 0) == 0);
	CHECK(sw.launch == 0 && sw.transfer == 0 && sw.stage_min == 0);
	CHECK(sw.stage_chunk == (size_t)8 << 20 && sw.stage_threads == 0 && sw.streams == 8);
	CHECK(sw.init_lazy == 0 && sw.teardown_full == 0 && sw.stack_size == 16384);
	CHECK(sw.heap_size == (size_t)256 << 20);
	CHECK(sw.usm_heap_always == 0 && sw.usm_stack == (size_t)8 << 20 && sw.elide == 1);
	CHECK(sw.verbose == 0 && sw.profile == -1 && !sw.profile_out && !sw.inject_out);
	CHECK(sw.offload == 0 && sw.default_device == 0);
}

static void
test_values(void)
{
	static const char *const v[] = {
		"OMP2CUDA_LAUNCH", "SYNC", "OMP2CUDA_TRANSFER", "pin", "OMP2CUDA_STAGE_MIN", "4096",
		"OMP2CUDA_STAGE_CHUNK", "1M", "OMP2CUDA_STAGE_THREADS", "3", "OMP2CUDA_STREAMS", "32",
		"OMP2CUDA_INIT", "lazy", "OMP2CUDA_TEARDOWN", "full", "OMP2CUDA_STACK_SIZE", "64k",
		"OMP2CUDA_HEAP_SIZE", "512M", "OMP2CUDA_USM_HEAP", "always", "OMP2CUDA_USM_STACK", "0x1000", "OMP2CUDA_ELIDE", "0",
		"OMP2CUDA_VERBOSE", "2x", "OMP2CUDA_PROFILE", "events", "OMP2CUDA_PROFILE_OUT", "p.json",
		"OMP2CUDA_INJECT_OUT", "i.csv", "OMP_TARGET_OFFLOAD", "disabled",
		"OMP_DEFAULT_DEVICE", "Initial", NULL};
	O2cSwitches sw;

	CHECK(read_with(&sw, v, 0) == 0);
	CHECK(sw.launch == 1 && sw.transfer == 3 && sw.stage_min == 4096);
	CHECK(sw.stage_chunk == (size_t)1 << 20 && sw.stage_threads == 3 && sw.streams == 32);
	CHECK(sw.init_lazy == 1 && sw.teardown_full == 1 && sw.stack_size == 65536);
	CHECK(sw.heap_size == (size_t)512 << 20);
	CHECK(sw.usm_heap_always == 1 && sw.usm_stack == 4096 && sw.elide == 0);
	CHECK(sw.verbose == 1 && sw.profile == 2 && !strcmp(sw.profile_out, "p.json"));
	CHECK(!strcmp(sw.inject_out, "i.csv") && sw.offload == 2);
	CHECK(sw.default_device == O2C_INITIAL_DEVICE);
}

/* Values they do not take: each a warning, and the default. */
static void
test_bad(void)
{
	static const char *const v[] = {
		"OMP2CUDA_LAUNCH", "later", "OMP2CUDA_TRANSFER", "fast", "OMP2CUDA_STAGE_MIN", "0",
		"OMP2CUDA_STAGE_CHUNK", "1G", "OMP2CUDA_STREAMS", "33", "OMP2CUDA_INIT", "now",
		"OMP2CUDA_STACK_SIZE", "2048M", "OMP2CUDA_HEAP_SIZE", "big", "OMP2CUDA_USM_STACK", "lots", "OMP_TARGET_OFFLOAD",
		"always", "OMP_DEFAULT_DEVICE", "-1", NULL};
	static const char *const w[] = {"OMP2CUDA_STREAMS", "0", "OMP2CUDA_DEFAULT_DEVICE", "1",
	                                "OMP_DEFAULT_DEVICE", "3", "OMP2CUDA_PROFILE", "0",
	                                "OMP2CUDA_VERBOSE", "yes", "OMP2CUDA_ELIDE", "no", NULL};
	O2cSwitches sw;

	CHECK(read_with(&sw, v, 0) == 11);
	CHECK(sw.heap_size == (size_t)256 << 20);
	CHECK(sw.launch == 0 && sw.transfer == 0 && sw.stage_min == 0);
	CHECK(sw.stage_chunk == (size_t)8 << 20 && sw.streams == 8 && sw.init_lazy == 0);
	CHECK(sw.stack_size == 16384 && sw.usm_stack == (size_t)8 << 20 && sw.offload == 0);
	CHECK(sw.default_device == 0);
	CHECK(read_with(&sw, w, 0) == 1 && sw.streams == 8 && sw.default_device == 3);
	CHECK(sw.profile == 0 && sw.verbose == 0 && sw.elide == 1);
}

/* libomp2cuda_inject.so reads the ledger's alone: no warning about the
 * others, which it leaves as they are. */
static void
test_ledger_only(void)
{
	static const char *const v[] = {"OMP2CUDA_STREAMS", "99", "OMP2CUDA_PROFILE", "1",
	                                "OMP2CUDA_INJECT_OUT", "x.json", "OMP2CUDA_VERBOSE", "1",
	                                NULL};
	O2cSwitches sw;

	memset(&sw, 0, sizeof sw);
	CHECK(read_with(&sw, v, 1) == 0);
	CHECK(sw.streams == 0 && sw.profile == 1 && !strcmp(sw.inject_out, "x.json"));
	CHECK(sw.verbose == 1 && !sw.profile_out);
}

int
main(void)
{
	test_defaults();
	test_values();
	test_bad();
	test_ledger_only();
	puts("switches_test: ok");
	return 0;
}
