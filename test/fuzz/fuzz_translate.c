/* libFuzzer target over the translator: source text in, diagnostics or
 * generated code out.  Each input goes through the pipeline of
 * tools/omp2cuda.c compile_source() with its verifiers, up to the text of
 * the .cu and host files (no nvcc, no host compiler), plus both IR dumps
 * and --explain.
 * A crash, an abort (unreachable() included), a hang or a sanitizer
 * report is a bug in the compiler: every input must end in diagnostics
 * or in generated code.
 *
 * The input is written to a file in a private temporary directory, since
 * frontend_parse() reads its source from a path; compiler memory is the
 * arena, released after each input with the error count.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "codegen.h"

static char path[4096];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");
	char dir[4096];

	(void)argc;
	(void)argv;
	snprintf(dir, sizeof dir, "%s/o2c-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir)) {
		perror("fuzz_translate: mkdtemp");
		exit(1);
	}
	snprintf(path, sizeof path, "%s/fuzz.c", dir);
	return 0;
}

static void
cleanup(void)
{
	char *slash;

	if (!path[0])
		return;
	unlink(path);
	slash = strrchr(path, '/');
	*slash = 0;
	rmdir(path);
}

static int
write_input(const uint8_t *data, size_t size)
{
	FILE *f = fopen(path, "wb");

	if (!f)
		return -1;
	if (fwrite(data, 1, size, f) != size) {
		fclose(f);
		return -1;
	}
	return fclose(f);
}

static void
translate(void)
{
	Unit *u;
	Plan **plans;
	Buf dump = {0}, cu = {0}, host = {0};

	if (!(u = frontend_parse(path, NULL, 0)))
		return;
	frontend_verify(u);
	frontend_dump(u, &dump);
	plans = lower_unit(u);
	lower_verify(u, plans);
	lower_dump(u, plans, &dump);
	lower_explain(u, plans, &dump);
	emit_cuda(u, plans, &cu);
	emit_has_kernels(u);
	emit_host(u, plans, "fuzz.o2c.fatbin.h", &host);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int registered;

	if (!registered) {
		if (!path[0])
			LLVMFuzzerInitialize(NULL, NULL);
		atexit(cleanup);
		registered = 1;
	}
	if (write_input(data, size)) {
		perror("fuzz_translate: writing the input");
		abort();
	}
	translate();
	arena_free_all();
	diag_errors = 0;
	return 0;
}
