/* libFuzzer target over the translator: source text in, diagnostics or
 * generated code out.  Each input goes through the pipeline of
 * tools/omp2cuda.c compile_source() with its verifiers, up to the text of
 * the .cu and host files (no nvcc, no host compiler), plus both IR dumps
 * and --explain.
 * A crash, an abort (unreachable() included), a hang or a sanitizer
 * report is a bug in the compiler: every input must end in diagnostics
 * or in generated code.
 *
 * libclang recovers from its own crashes inside a parse through signal
 * handlers it installs once, when the first index is created; they run on
 * the crashing thread's stack, so a stack overflow (in libclang's
 * recursion or in one of the compiler's visitors) would kill the process
 * before any report and before libFuzzer saved the input.  The harness
 * reinstalls them to run on the alternate signal stack that ASan sets up:
 * outside a parse they give the signal back to ASan's handler, which
 * reports the stack overflow and lets libFuzzer write the input.
 *
 * The input is written to a file in a private temporary directory, since
 * frontend_parse() reads its source from a path; compiler memory is the
 * arena, released after each input with the error count.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <clang-c/Index.h>

#include "codegen.h"

static char path[4096];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
static struct sigaction recovery[NSIG]; /* libclang's handlers */

/* libclang's handler, called on the alternate stack.  Inside a parse it
 * does not return.  Outside one it puts back the handlers it replaced
 * (ASan's, libFuzzer's) and raises the signal again; a fault's raised
 * copy is taken back, so that the faulting instruction runs again under
 * ASan's handler, which reports what the fault was (a stack overflow, a
 * bad address) with its stack. */
static void
on_fatal_signal(int sig, siginfo_t *info, void *uc)
{
	sigset_t only;

	if (recovery[sig].sa_flags & SA_SIGINFO)
		recovery[sig].sa_sigaction(sig, info, uc);
	else
		recovery[sig].sa_handler(sig);
	if (info->si_code > 0 && sig != SIGABRT && sig != SIGTRAP) {
		sigemptyset(&only);
		sigaddset(&only, sig);
		sigtimedwait(&only, NULL, &(struct timespec){0, 0});
	}
}

/* libclang's crash-recovery handlers, installed by its first index, on
 * the alternate signal stack. */
static void
handlers_on_alternate_stack(void)
{
	struct sigaction sa;

	clang_disposeIndex(clang_createIndex(0, 0));
	for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
		int sig = fatal_signals[i];
		if (sigaction(sig, NULL, &recovery[sig]) || recovery[sig].sa_handler == SIG_DFL ||
		    recovery[sig].sa_handler == SIG_IGN)
			continue;
		sa = recovery[sig];
		sa.sa_sigaction = on_fatal_signal;
		sa.sa_flags = (sa.sa_flags & ~SA_RESETHAND) | SA_SIGINFO | SA_ONSTACK;
		sigaction(sig, &sa, NULL);
	}
}

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
	handlers_on_alternate_stack();
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
	const LowerOptions passes = LOWER_OPTIONS_DEFAULT;

	/* the host compiler's view, as the driver asks it (the arena does
	 * not outlive the input) */
	if (!(u = frontend_parse(path, NULL, 0, 0, frontend_host_view("cc", 0, NULL, 0, NULL))))
		return;
	frontend_verify(u);
	frontend_dump(u, &dump);
	plans = lower_unit(u, &passes, NULL, 0);
	lower_verify(u, plans);
	lower_dump(u, plans, &dump);
	lower_explain(u, plans, &dump);
	emit_cuda(u, plans, NULL, 0, &cu);
	emit_has_kernels(u);
	emit_host(u, plans, NULL, "fuzz.o2c.fatbin.h", &host);
}

/* Does the input hold _Pragma( with a string literal that its line does
 * not close?  libclang 16 itself never returns from parsing some of them
 * under this harness (busy, not crashed: clang-16 -fsyntax-only fails at
 * once, and so does the driver), so they are not the translator's to test. */
static int
unclosed_pragma_string(const uint8_t *data, size_t size)
{
	static const char op[] = "_Pragma(";
	size_t n = sizeof op - 1;

	for (size_t i = 0; i + n <= size; i++) {
		size_t j = i + n;
		if (memcmp(data + i, op, n))
			continue;
		while (j < size && (data[j] == ' ' || data[j] == '\t'))
			j++;
		if (j == size || data[j] != '"')
			continue;
		for (j++; j < size && data[j] != '"' && data[j] != '\n'; j++)
			if (data[j] == '\\')
				j++;
		if (j >= size || data[j] != '"')
			return 1;
	}
	return 0;
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
	if (unclosed_pragma_string(data, size))
		return 0;
	if (write_input(data, size)) {
		perror("fuzz_translate: writing the input");
		abort();
	}
	translate();
	arena_free_all();
	diag_errors = 0;
	return 0;
}
