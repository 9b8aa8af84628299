/* omp2cuda: compiles C programs that use OpenMP target offloading into
 * CUDA kernels plus host code over the omp2cuda runtime.
 *
 * The whole pipeline is compile_source(): parse (frontend/), check,
 * lower (lowering/), check, emit (codegen/), then nvcc builds the
 * kernels' fatbin and the host compiler builds the rest.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "codegen.h"
#include "driver.h"

#ifndef O2C_CUDA_ROOT
#define O2C_CUDA_ROOT "/usr/local/cuda"
#endif

typedef struct Cmd {
	const char **argv;
	size_t n, cap;
} Cmd;

static void
arg(Cmd *c, const char *a)
{
	VEC_PUSH(c->argv, c->n, c->cap, a);
}

static void
args(Cmd *c, const char *const *list, int n)
{
	for (int i = 0; i < n; i++)
		arg(c, list[i]);
}

static const char *
env_or(const char *name, const char *fallback)
{
	const char *v = getenv(name);
	return v && *v ? v : fallback;
}

static const char *
run(const Options *o, Cmd *c)
{
	arg(c, NULL);
	return run_command(o, c->argv) ? "" : NULL;
}

/* The runtime's header and library: include/ and lib/ beside the
 * driver's bin directory, in the build tree and in an installation. */
static const char *
runtime_dir(const char *sub)
{
	static char exe[4096];
	ssize_t n;

	if (!exe[0]) {
		n = readlink("/proc/self/exe", exe, sizeof exe - 1);
		if (n <= 0) {
			fprintf(stderr, "omp2cuda: error: cannot find the driver's own path\n");
			exit(2);
		}
		exe[n] = 0;
		*strrchr(exe, '/') = 0;
	}
	return arena_printf("%s/../%s", exe, sub);
}

/* Each --offload-arch must be one this nvcc builds for (its
 * --list-gpu-code, without the a or f suffix): a usage error otherwise,
 * like a bad spelling.  When the list cannot be had, nvcc decides. */
static void
check_archs(const Options *o, const char *nvcc)
{
	static int done;
	char line[64], known[1024] = " ";
	size_t n;
	FILE *p;

	if (done++ || strchr(nvcc, '\'') ||
	    !(p = popen(arena_printf("'%s' --list-gpu-code 2>/dev/null", nvcc), "r")))
		return;
	while (fgets(line, sizeof line, p)) {
		line[strcspn(line, "\r\n")] = 0;
		if (*line && strlen(known) + strlen(line) + 2 < sizeof known)
			strcat(strcat(known, line), " ");
	}
	if (pclose(p) != 0 || !known[1])
		return;
	for (int i = 0; i < o->narchs; i++) {
		const char *a = o->archs[i];
		n = strlen(a) - (a[strlen(a) - 1] == 'a' || a[strlen(a) - 1] == 'f');
		if (!strstr(known, arena_printf(" %.*s ", (int)n, a))) {
			fprintf(stderr, "omp2cuda: error: --offload-arch: %s does not build for '%s' "
			        "(it builds for%.*s)\n", nvcc, a, (int)strlen(known) - 1, known);
			exit(2);
		}
	}
}

/* The generated files are compiled in a temporary directory: the source's
 * own directory is where its #include "..." files are (C11 6.10.2). */
static const char *
source_dir(const char *src)
{
	const char *slash = strrchr(src, '/');
	return slash ? arena_strndup(src, slash == src ? 1 : (size_t)(slash - src)) : ".";
}

/* nvcc: the .cu file to a fatbin with SASS and PTX for each
 * --offload-arch, as clang does: the driver runs the SASS of the GPU's
 * own architecture, else JIT-compiles the newest PTX not newer than the
 * GPU.  Kernels are built with NDEBUG unless -fdevice-assert: a kept
 * assert costs registers.  The user's -D and -U come after, and win. */
static int
build_fatbin(const Options *o, const Unit *u, const char *src, const char *cu,
             const char *fatbin)
{
	Cmd c = {0};
	const char *nvcc = env_or("OMP2CUDA_NVCC", O2C_CUDA_ROOT "/bin/nvcc");

	check_archs(o, nvcc);
	arg(&c, nvcc);
	arg(&c, "-fatbin");
	arg(&c, "-O3");
	arg(&c, "-lineinfo");
	if (!o->device_assert)
		arg(&c, "-DNDEBUG");
	for (int i = 0; i < o->narchs; i++) {
		const char *sm = o->archs[i] + 3;
		arg(&c, arena_printf("-gencode=arch=compute_%s,code=[sm_%s,compute_%s]", sm, sm, sm));
	}
	arg(&c, arena_printf("-I%s", runtime_dir("include")));
	arg(&c, arena_printf("-I%s", source_dir(src)));
	for (int i = 0; i < u->nquote_dirs; i++) /* included files' own (frontend/included.c) */
		arg(&c, arena_printf("-I%s", u->quote_dirs[i]));
	for (int i = 0; i < o->ncflags; i++) /* nvcc has no -iquote or -idirafter: -I */
		arg(&c, !strcmp(o->cflags[i], "-iquote") || !strcmp(o->cflags[i], "-idirafter") ? "-I"
		                                                                                : o->cflags[i]);
	arg(&c, "-o");
	arg(&c, fatbin);
	arg(&c, cu);
	return run(o, &c) != NULL;
}

static int
build_host(const Options *o, const Unit *u, const char *src, const char *host_c, const char *obj)
{
	Cmd c = {0};

	arg(&c, env_or("OMP2CUDA_CC", "cc"));
	arg(&c, "-c");
	arg(&c, "-fopenmp");
	args(&c, o->hostflags, o->nhostflags);
	arg(&c, arena_printf("-I%s", runtime_dir("include")));
	arg(&c, "-iquote");
	arg(&c, source_dir(src));
	for (int i = 0; i < u->nquote_dirs; i++) {
		arg(&c, "-iquote");
		arg(&c, u->quote_dirs[i]);
	}
	args(&c, o->cflags, o->ncflags);
	if (o->std)
		arg(&c, o->std);
	arg(&c, "-o");
	arg(&c, obj);
	arg(&c, host_c);
	return run(o, &c) != NULL;
}

/* --profile changes no generated code: the link adds one constructor
 * that turns the runtime's ledger on by default. */
static int
link_program(const Options *o, const char **objs, int nobjs)
{
	static const char profile_on[] =
	        "/* generated by omp2cuda --profile */\n"
	        "void o2c_profile_default(int on);\n"
	        "__attribute__((constructor)) static void o2c_profile_on(void)\n"
	        "{\n\to2c_profile_default(1);\n}\n";
	const char *profile_c = o->profile ? arena_printf("%s/o2c_profile_on.c", temp_dir(o)) : 0;
	Cmd c = {0};

	if (profile_c && write_file(profile_c, profile_on, sizeof profile_on - 1))
		return 1;
	arg(&c, env_or("OMP2CUDA_CC", "cc"));
	arg(&c, "-fopenmp");
	args(&c, o->hostflags, o->nhostflags);
	arg(&c, "-o");
	arg(&c, o->output ? o->output : "a.out");
	args(&c, objs, nobjs);
	args(&c, o->objects, o->nobjects);
	if (profile_c)
		arg(&c, profile_c);
	arg(&c, arena_printf("-L%s", runtime_dir("lib")));
	arg(&c, "-lomp2cuda_rt");
	arg(&c, "-lffi");
	arg(&c, "-ldl");
	arg(&c, "-lpthread");
	args(&c, o->ldflags, o->nldflags);
	arg(&c, "-lm");
	return run(o, &c) != NULL;
}

static int
dump(const Options *o, const char *stage, const Unit *u, Plan **plans)
{
	Buf b = {0};

	if (!o->dump_after || strcmp(o->dump_after, stage))
		return 0;
	if (plans)
		lower_dump(u, plans, &b);
	else
		frontend_dump(u, &b);
	fputs(b.s ? b.s : "", stdout);
	return 1;
}

static const char *
base_stem(const char *src)
{
	const char *base = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
	return arena_strndup(base, strlen(base) - 2);
}

/* One source file through the whole pipeline to an object file. */
static int
compile_source(const Options *o, const char *src, const char *obj)
{
	Unit *u;
	Plan **plans;
	Buf cu = {0}, host = {0};
	const char *dir, *stem = base_stem(src), *fatbin_h;
	Cmd front_flags = {0}; /* the user's -I -D -U ... and -std= */

	args(&front_flags, o->cflags, o->ncflags);
	if (o->std)
		arg(&front_flags, o->std);

	if (!(u = frontend_parse(src, front_flags.argv, (int)front_flags.n)))
		return 1;
	frontend_verify(u);
	if (dump(o, "frontend", u, NULL))
		return 0;
	plans = lower_unit(u);
	lower_verify(u, plans);
	if (dump(o, "lower", u, plans))
		return 0;
	if (o->explain) {
		Buf b = {0};
		lower_explain(u, plans, &b);
		fputs(b.s ? b.s : "", stdout);
		return 0;
	}
	emit_cuda(u, plans, &cu);
	if (o->emit_cuda)
		return write_file(o->output ? o->output : arena_printf("%s.o2c.cu", stem), cu.s, cu.len);
	fatbin_h = arena_printf("%s.o2c.fatbin.h", stem);
	emit_host(u, plans, fatbin_h, &host);
	if (o->emit_host)
		return write_file(o->output ? o->output : arena_printf("%s.o2c.c", stem), host.s,
		                  host.len);
	dir = temp_dir(o);
	const char *cu_path = arena_printf("%s/%s.o2c.cu", dir, stem);
	const char *host_path = arena_printf("%s/%s.o2c.c", dir, stem);
	const char *fatbin = arena_printf("%s/%s.o2c.fatbin", dir, stem);
	if (write_file(host_path, host.s, host.len))
		return 1;
	if (emit_has_kernels(u) &&
	    (write_file(cu_path, cu.s, cu.len) || build_fatbin(o, u, src, cu_path, fatbin) ||
	     write_fatbin_header(fatbin, arena_printf("%s/%s", dir, fatbin_h))))
		return 1;
	temp_track(fatbin);
	return build_host(o, u, src, host_path, obj);
}

int
main(int argc, char **argv)
{
	Options o = {0};
	const char **objs = NULL;
	size_t nobjs = 0, cap = 0;
	int status = 0;

	options_parse(&o, argc, argv);
	atexit(temp_cleanup);
	for (int i = 0; i < o.nsources && !status; i++) {
		const char *src = o.sources[i], *obj;
		if (o.compile_only)
			obj = o.output ? o.output : arena_printf("%s.o", base_stem(src));
		else
			obj = arena_printf("%s/%s.%d.o", temp_dir(&o), base_stem(src), i);
		temp_track(obj);
		status = compile_source(&o, src, obj);
		VEC_PUSH(objs, nobjs, cap, obj);
	}
	if (!status && !o.compile_only && !o.emit_cuda && !o.emit_host && !o.dump_after && !o.explain)
		status = link_program(&o, objs, (int)nobjs);
	arena_free_all();
	return status ? 1 : 0;
}
