/* omp2cuda: compiles C and C++ programs that use OpenMP target offloading into
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

/* The runtime's header and library: include/ and lib/ beside the
 * driver's bin directory, in the build tree and in an installation. */
const char *
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

static const char *
base_stem(const char *src)
{
	const char *base = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
	const char *dot = strrchr(base, '.');
	return arena_strndup(base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
}

/* The host compile of host_c to out: an object (mode "-c") or assembly
 * ("-S": the user's -S, or the first half of a compile beside nvcc). */
static Cmd
host_cmd(const Options *o, const Unit *u, const char *src, const char *host_c, const char *mode,
         const char *out)
{
	Cmd c = {0};

	cmd_arg(&c, host_compiler(u->cxx));
	cmd_arg(&c, mode);
	cmd_arg(&c, "-fopenmp");
	cmd_args(&c, o->hostflags, o->nhostflags);
	cmd_arg(&c, arena_printf("-I%s", runtime_dir("include")));
	cmd_arg(&c, "-iquote");
	cmd_arg(&c, source_dir(src));
	for (int i = 0; i < u->nquote_dirs; i++) {
		cmd_arg(&c, "-iquote");
		cmd_arg(&c, u->quote_dirs[i]);
	}
	cmd_args(&c, o->cflags, o->ncflags);
	if (host_std(o, u->cxx))
		cmd_arg(&c, host_std(o, u->cxx));
	cmd_arg(&c, "-w"); /* the front end showed clang's warnings of this code */
	cmd_arg(&c, "-o");
	cmd_arg(&c, out);
	cmd_arg(&c, host_c);
	return c;
}

static int
build_host(const Options *o, const Unit *u, const char *src, const char *host_c, const char *obj)
{
	Cmd c = host_cmd(o, u, src, host_c, o->assemble_only ? "-S" : "-c", obj);

	return run_on_generated(o, &c, host_c, src, u->host_checks);
}

/* The second half of a host compile beside nvcc: its assembly to the
 * object, whose .incbin reads the fatbins nvcc has built by then. */
static int
assemble_host(const Options *o, const Unit *u, const char *src, const char *asm_path,
              const char *obj)
{
	Cmd c = {0};

	cmd_arg(&c, host_compiler(u->cxx));
	cmd_arg(&c, "-c");
	cmd_args(&c, o->hostflags, o->nhostflags);
	cmd_arg(&c, "-w");
	cmd_arg(&c, "-o");
	cmd_arg(&c, obj);
	cmd_arg(&c, asm_path);
	return run_on_generated(o, &c, asm_path, src, 0);
}

/* nvcc: the .cu file to a fatbin with SASS and PTX for each
 * --offload-arch, as clang does: the driver runs the SASS of the GPU's
 * own architecture, else JIT-compiles the newest PTX not newer than the
 * GPU.  Kernels are built with NDEBUG unless -fdevice-assert: a kept
 * assert costs registers.  The user's -D and -U come after (user_macros), and win. */
const char *
nvcc_path(const Options *o)
{
	if (o->cuda_path)
		return arena_printf("%s/bin/nvcc", o->cuda_path);
	return env_or("OMP2CUDA_NVCC",
	              arena_printf("%s/bin/nvcc", env_or("CUDA_ROOT", O2C_CUDA_ROOT)));
}

/* The kernels of a C++ source keep its dialect where it is newer than
 * nvcc's own (C++17): -std=c++20 or gnu++20 gives nvcc -std=c++20. */
static const char *
nvcc_std(const char *std)
{
	if (std && (strstr(std, "++20") || strstr(std, "++2a") || strstr(std, "++2b")))
		return "-std=c++20";
	return NULL;
}

/* Is cflags[i] a -D or -U (options.c joins each with its value), not the
 * value of an -iquote, -isystem, -idirafter or -include before it? */
static int
is_macro_flag(const Options *o, int i)
{
	const char *a = o->cflags[i], *prev = i ? o->cflags[i - 1] : "";

	return (!strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) && strcmp(prev, "-iquote") &&
	       strcmp(prev, "-isystem") && strcmp(prev, "-idirafter") && strcmp(prev, "-include");
}

/* The program's -D and -U as a header nvcc reads with -include, after
 * CUDA's own headers (which name template parameters T and U: -DT=float
 * on nvcc's command line breaks them) and before the .cu file, whose
 * runtime headers name nothing a program's macro may (O2c...): in order,
 * `-DX=v` as `#define X v` (commas and all, which nvcc's own -D reads as
 * a list), `-DX` as `#define X 1`, `-UX` as `#undef X`.  NULL where there
 * are none; "" after an error. */
static const char *
user_macros(const Options *o, const char *dir, const char *stem)
{
	Buf b = {0};
	const char *path;

	for (int i = 0; i < o->ncflags; i++) {
		const char *v, *eq;
		if (!is_macro_flag(o, i))
			continue;
		v = o->cflags[i] + 2;
		if (o->cflags[i][1] == 'U')
			buf_printf(&b, "#undef %s\n", v);
		else if ((eq = strchr(v, '=')))
			buf_printf(&b, "#define %.*s %s\n", (int)(eq - v), v, eq + 1);
		else
			buf_printf(&b, "#define %s 1\n", v);
	}
	if (!b.len)
		return NULL;
	path = arena_printf("%s/%s.o2c.macros.h", dir, stem);
	return write_output(path, b.s, b.len) ? "" : path;
}

/* Relocatable device code (frontend/rdc.c) is the same, with
 * -rdc=true: a fatbin of relocatable SASS and PTX, which the program's
 * link device-links (rdc.c). */
static Cmd
fatbin_cmd(const Options *o, const Unit *u, const char *src, const char *cu, const char *fatbin,
           const char *macros)
{
	Cmd c = {0};
	const char *nvcc = nvcc_path(o);

	check_archs(o, nvcc);
	cmd_arg(&c, nvcc);
	cmd_arg(&c, "-fatbin");
	if (u->rdc)
		cmd_arg(&c, "-rdc=true");
	cmd_arg(&c, "-O3");
	cmd_arg(&c, "-lineinfo");
	cmd_arg(&c, "-w"); /* the kernels are the user's code, which the front end checked */
	if (!o->device_assert)
		cmd_arg(&c, "-DNDEBUG");
	/* the program asked for fast math (gcc and clang then give the host
	 * and, clang, the device code its approximations): the kernels get
	 * nvcc's (approximate division, square root, powf and expf, flushed
	 * denormals) */
	if (o->fast_math)
		cmd_arg(&c, "--use_fast_math");
	/* C contracts a * b + c into one rounding unless told not to (C11
	 * 6.5p8, FP_CONTRACT): nvcc fuses by default, as gcc -ffp-contract=off
	 * asks it not to */
	if (o->no_contract)
		cmd_arg(&c, "-fmad=false");
	if (o->pic) {
		cmd_arg(&c, "-Xcompiler");
		cmd_arg(&c, o->pic);
	}
	for (int i = 0; i < o->nptxas; i++) {
		cmd_arg(&c, "-Xptxas");
		cmd_arg(&c, o->ptxas[i]);
	}
	for (int i = 0; i < o->narchs; i++) {
		const char *sm = o->archs[i] + 3;
		cmd_arg(&c, arena_printf("-gencode=arch=compute_%s,code=[sm_%s,compute_%s]", sm, sm, sm));
	}
	/* a user's header that the .cu file includes finds its <omp.h> there */
	cmd_arg(&c, arena_printf("-I%s", runtime_dir("include/device")));
	cmd_arg(&c, arena_printf("-I%s", runtime_dir("include")));
	cmd_arg(&c, arena_printf("-I%s", source_dir(src)));
	if (u->cxx && nvcc_std(o->std_cxx))
		cmd_arg(&c, nvcc_std(o->std_cxx));
	if (u->cxx) /* std::min, std::max, std::clamp: constexpr (frontend/cxx_source.c) */
		cmd_arg(&c, "--expt-relaxed-constexpr");
	for (int i = 0; i < u->nquote_dirs; i++) /* included files' own (frontend/included.c) */
		cmd_arg(&c, arena_printf("-I%s", u->quote_dirs[i]));
	for (int i = 0; i < o->ncflags; i++) /* nvcc has no -iquote or -idirafter: -I */
		if (!is_macro_flag(o, i))
			cmd_arg(&c, !strcmp(o->cflags[i], "-iquote") || !strcmp(o->cflags[i], "-idirafter")
			                    ? "-I"
			                    : o->cflags[i]);
	if (macros) {
		cmd_arg(&c, "-include");
		cmd_arg(&c, macros);
	}
	cmd_arg(&c, "-o");
	cmd_arg(&c, fatbin);
	cmd_arg(&c, cu);
	return c;
}

/* nvcc on each part of the unit's kernels (codegen/emit_parts.c: one
 * part, the whole .cu file, unless it has many kernels and more than one
 * job may run), as many at once as -j allows (jobs.c), and the header
 * that puts their fatbins into the host object.  With a host job, the
 * header (which names the fatbins, not their bytes) is written first
 * and the host compile, which stops before the assembler reads them,
 * runs beside the nvcc processes (after them, one command at a time,
 * under -j1); without one, the header holds their bytes, once nvcc has
 * built them.  Part 0's files are named as a unit of one part names its
 * own; part k's <stem>.o2c.<k>.cu and .fatbin. */
static int
build_kernels(const Options *o, const Unit *u, Plan **plans, const EmitParts *parts,
              const char *src, const char *stem, const char *header, const Job *host)
{
	const char *dir = temp_dir(o), **fatbins = arena_alloc((size_t)parts->n * sizeof *fatbins);
	Job *jobs = arena_alloc(((size_t)parts->n + 1) * sizeof *jobs);
	int n = parts->n, max = jobs_count(o);
	const char *macros = user_macros(o, dir, stem);

	if (macros && !*macros)
		return 1;

	for (int k = 0; k < parts->n; k++) {
		Buf cu = {0};
		const char *part = k ? arena_printf(".%d", k) : "";
		const char *cu_path = arena_printf("%s/%s.o2c%s.cu", dir, stem, part);
		fatbins[k] = arena_printf("%s/%s.o2c%s.fatbin", dir, stem, part);
		emit_cuda(u, plans, parts->n > 1 ? parts : NULL, k, &cu);
		if (write_output(cu_path, cu.s, cu.len))
			return 1;
		jobs[k] = (Job){fatbin_cmd(o, u, src, cu_path, fatbins[k], macros), cu_path, src, 0, 0};
		temp_track(fatbins[k]);
	}
	if (host) {
		if (write_fatbin_header(fatbins, n, header, 0, u->rdc))
			return 1;
		jobs[n++] = *host;
		max += max > 1;
	}
	if (jobs_run(o, jobs, n, max))
		return 1;
	return host ? 0 : write_fatbin_header(fatbins, parts->n, header, 1, u->rdc);
}

/* The object of a unit, from its host file and, where it has kernels,
 * its .cu files: nvcc beside the host compile, which stops at assembly
 * (host_path's .s) and is assembled once nvcc has finished; after nvcc
 * where the host file embeds the fatbins' bytes (-S, -flto). */
static int
build_object(const Options *o, const Unit *u, Plan **plans, const EmitParts *parts,
             const char *src, const char *host_path, const char *header, const char *obj)
{
	const char *stem = base_stem(src), *asm_path;
	Job host;

	if (!emit_has_kernels(u))
		return build_host(o, u, src, host_path, obj);
	if (o->host_only)
		return write_no_fatbin_header(header) || build_host(o, u, src, host_path, obj);
	if (o->assemble_only || o->lto)
		return build_kernels(o, u, plans, parts, src, stem, header, NULL) ||
		       build_host(o, u, src, host_path, obj);
	asm_path = arena_printf("%s/%s.o2c.s", temp_dir(o), stem);
	host = (Job){host_cmd(o, u, src, host_path, "-S", asm_path), host_path, src, 0, u->host_checks};
	temp_track(asm_path);
	return build_kernels(o, u, plans, parts, src, stem, header, &host) ||
	       assemble_host(o, u, src, asm_path, obj);
}

/* --profile changes no generated code: the link adds one constructor
 * that turns the runtime's ledger on by default, before any other (a
 * requires unified_shared_memory unit's constructor starts the GPU).  A shared library
 * (-shared) holds no runtime: its constructors register its kernels with
 * the one runtime of the program that loads it, so that the whole
 * process shares one device state and one table of mapped data.  A
 * program linked by omp2cuda holds the runtime and exports its symbols
 * (o2c_*, omp_*), to which the libraries bind, those it dlopens too; the
 * library also needs libomp2cuda_rt_shared.so (found by its rpath), the
 * runtime of a program that does not hold one, a plain cc program that
 * dlopens the library (runtime/unload.c).  Relocatable device code in the inputs is device-linked first
 * (rdc.c), in an executable and in a shared library alike: each holds
 * its own image. */
static int
link_program(const Options *o, const char **objs, int nobjs)
{
	static const char profile_on[] =
	        "/* generated by omp2cuda --profile */\n"
	        "void o2c_profile_default(int on);\n"
	        "__attribute__((constructor(101))) static void o2c_profile_on(void)\n"
	        "{\n\to2c_profile_default(1);\n}\n";
	/* the program's clock reads wait for the kernels in flight
	 * (runtime/clocks.c) */
	static const char clock_wraps[] =
	        "-Wl,--wrap=clock_gettime,--wrap=gettimeofday,--wrap=timespec_get,"
	        "--wrap=omp_get_wtime,--wrap=MPI_Wtime,"
	        "--wrap=_ZNSt6chrono3_V212steady_clock3nowEv,"
	        "--wrap=_ZNSt6chrono3_V212system_clock3nowEv";
	const char *profile_c = o->profile ? arena_printf("%s/o2c_profile_on.c", temp_dir(o)) : 0;
	const char *rdc_c;
	Cmd c = {0};

	if (profile_c && write_output(profile_c, profile_on, sizeof profile_on - 1))
		return 1;
	if (rdc_link(o, objs, nobjs, &rdc_c))
		return 1;
	cmd_arg(&c, host_compiler(options_links_cxx(o)));
	cmd_arg(&c, "-fopenmp");
	cmd_args(&c, o->hostflags, o->nhostflags);
	if (o->shared)
		cmd_arg(&c, "-shared");
	cmd_arg(&c, "-o");
	cmd_arg(&c, o->output ? o->output : "a.out");
	cmd_args(&c, objs, nobjs);
	cmd_args(&c, o->objects, o->nobjects);
	if (profile_c && !o->shared)
		cmd_arg(&c, profile_c);
	if (rdc_c) { /* the device-linked image, defined in the program or library */
		cmd_arg(&c, arena_printf("-I%s", runtime_dir("include")));
		if (o->shared)
			cmd_arg(&c, "-fPIC");
		cmd_arg(&c, rdc_c);
	}
	cmd_args(&c, o->ldflags, o->nldflags);
	cmd_arg(&c, arena_printf("-L%s", runtime_dir("lib")));
	if (o->shared) {
		char *lib = realpath(runtime_dir("lib"), NULL);
		cmd_arg(&c, "-lomp2cuda_rt_shared");
		cmd_arg(&c, arena_printf("-Wl,-rpath,%s", lib ? lib : runtime_dir("lib")));
		free(lib);
	} else {
		cmd_arg(&c, "-lomp2cuda_rt");
		cmd_arg(&c, clock_wraps);
		cmd_arg(&c, "-lffi");
		cmd_arg(&c, "-ldl");
		cmd_arg(&c, "-lpthread");
		cmd_arg(&c, "-Wl,--export-dynamic-symbol=o2c_*");
		cmd_arg(&c, "-Wl,--export-dynamic-symbol=omp_*");
	}
	/* objects compiled elsewhere may be C++ (omp2cuda++ -c): libstdc++
	 * where one needs it */
	if (!options_links_cxx(o) && o->nobjects)
		cmd_arg(&c, "-Wl,--push-state,--as-needed,-lstdc++,--pop-state");
	cmd_arg(&c, "-lm");
	return cmd_run(o, &c);
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

/* What the host compiler predefines and where it searches, with the
 * flags of the host compile that change them: -O -f -m -pthread (not the
 * warnings, nor the diagnostics' colour), -D and -U, and -std=.  Asked once per driver run: every source has the same flags. */
static HostView *
host_view(const Options *o, int cxx)
{
	static HostView *views[2];
	HostView **h = &views[cxx];
	Cmd c = {0};

	if (*h)
		return *h;
	for (int i = 0; i < o->nhostflags; i++) {
		const char *f = o->hostflags[i];
		/* warnings and diagnostics change no macro */
		if (f[1] != 'W' && f[1] != 'w' && f[1] != 'g' && strcmp(f, "-pedantic") &&
		    strncmp(f, "-fdiagnostics", 13) && !strstr(f, "color"))
			cmd_arg(&c, f);
	}
	for (int i = 0; i < o->ncflags; i++)
		if (is_macro_flag(o, i))
			cmd_arg(&c, o->cflags[i]);
	if (host_std(o, cxx))
		cmd_arg(&c, host_std(o, cxx));
	const char *cc = host_compiler(cxx), *failed = NULL;
	HostView *v = frontend_host_view(cc, cxx, c.argv, (int)c.n, &failed);
	if (v)
		v->omp_extra = runtime_dir("include/omp2cuda_omp.h");
	else if (failed && !report_rejected_flag_text(o, cc, failed))
		diag_tool("cannot ask the host compiler '%s' for its predefined macros (it "
		          "failed)%s%s", cc, *failed ? ":\n" : "", failed);
	return *h = v;
}

/* One source file through the whole pipeline to an object file. */
static int
compile_source(const Options *o, const char *src, const char *obj)
{
	Unit *u;
	Plan **plans;
	Buf cu = {0}, host = {0};
	EmitParts parts;
	const char *dir, *stem = base_stem(src), *fatbin_h;
	Cmd front_flags = {0}; /* the user's -I -D -U ... and -std= */
	size_t n = strlen(src);
	int cxx = options_is_cxx(o, src);

	if (cxx) { /* by its name, -x c++ or omp2cuda++ */
		cmd_arg(&front_flags, "-x");
		cmd_arg(&front_flags, "c++");
	} else if (n < 2 || strcmp(src + n - 2, ".c")) { /* -x c named it C */
		cmd_arg(&front_flags, "-x");
		cmd_arg(&front_flags, "c");
	}
	cmd_args(&front_flags, o->cflags, o->ncflags);
	if (host_std(o, cxx))
		cmd_arg(&front_flags, host_std(o, cxx));
	/* clang's warnings, with the user's -W flags, are the ones shown (gcc's
	 * own -W spellings clang lacks are no warning of their own) */
	cmd_args(&front_flags, o->warnflags, o->nwarnflags);
	cmd_arg(&front_flags, "-Wno-unknown-warning-option");

	if (!(u = frontend_parse(src, front_flags.argv, (int)front_flags.n, o->rdc, host_view(o, cxx))))
		return 1;
	if (o->host_only)
		u->rdc = 0; /* no device code: nothing for a device link */
	if (u->half && (u->half = frontend_host_f16_method(host_view(o, cxx))) == HALF_OTHER) {
		diag_error(u->half_loc, "_Float16 in device code with a host compiler that computes "
		                        "_Float16 expressions neither by rounding each operation (as g++ "
		                        "does) nor in float until stored (as gcc's C does) is not "
		                        "supported yet: compile with gcc or g++ as the host compiler");
		return 1;
	}
	u->static_arrays = !o->no_constant_arrays;
	u->launch_divisors = !o->no_launch_divisors;
	u->loop_divisors = !o->no_loop_divisors;
	frontend_verify(u);
	if (dump(o, "frontend", u, NULL))
		return 0;
	tune_check_unit(o, u);
	plans = lower_unit(u, &o->lower, o->tunes, o->ntunes);
	lower_verify(u, plans);
	if (dump(o, "lower", u, plans))
		return 0;
	if (o->explain) {
		Buf b = {0};
		lower_explain(u, plans, &b);
		fputs(b.s ? b.s : "", stdout);
		return 0;
	}
	if (o->emit_cuda) {
		emit_cuda(u, plans, NULL, 0, &cu);
		return write_output(o->output ? o->output : arena_printf("%s.o2c.cu", stem), cu.s, cu.len);
	}
	fatbin_h = arena_printf("%s.o2c.fatbin.h", stem);
	if (o->emit_host) {
		emit_host(u, plans, NULL, fatbin_h, &host);
		return write_output(o->output ? o->output
		                              : arena_printf("%s.o2c.%s", stem, u->cxx ? "cpp" : "c"),
		                    host.s, host.len);
	}
	parts = emit_parts(u, plans, o->host_only ? 1 : jobs_count(o));
	emit_host(u, plans, parts.n > 1 ? &parts : NULL, fatbin_h, &host);
	dir = temp_dir(o);
	const char *host_path = arena_printf("%s/%s.o2c.%s", dir, stem, u->cxx ? "cpp" : "c");
	if (write_output(host_path, host.s, host.len))
		return 1;
	return build_object(o, u, plans, &parts, src, host_path, arena_printf("%s/%s", dir, fatbin_h),
	                    obj);
}

int
main(int argc, char **argv)
{
	Options o = {0};
	const char **objs = NULL;
	size_t nobjs = 0, cap = 0;
	int status = 0;

	options_parse(&o, argc, argv);
	if (o.tune_file && !o.preprocess_only)
		tune_read(&o);
	if (o.preprocess_only) {
		for (int i = 0; i < o.nsources && !status; i++)
			status = preprocess_source(&o, o.sources[i]);
		return status ? 1 : 0;
	}
	atexit(temp_cleanup);
	for (int i = 0; i < o.nsources && !status; i++) {
		const char *src = o.sources[i], *obj, *stem = base_stem(src);
		if (o.compile_only || o.assemble_only)
			obj = o.output ? o.output : arena_printf("%s.%s", stem, o.assemble_only ? "s" : "o");
		else
			obj = arena_printf("%s/%s.%d.o", temp_dir(&o), stem, i);
		temp_track(obj);
		status = compile_source(&o, src, obj);
		if (!status && o.dep_compile && !o.emit_cuda && !o.emit_host && !o.dump_after &&
		    !o.explain)
			status = write_depfile(&o, src, o.compile_only || o.assemble_only
			                                        ? obj
			                                        : arena_printf("%s.o", stem));
		VEC_PUSH(objs, nobjs, cap, obj);
	}
	/* every source of the program compiled here: a tune line for none of
	 * them is stale */
	if (!status && !o.nobjects && !o.compile_only && !o.assemble_only)
		tune_check_program(&o);
	if (!status && !o.compile_only && !o.assemble_only && !o.emit_cuda && !o.emit_host &&
	    !o.dump_after && !o.explain)
		status = link_program(&o, objs, (int)nobjs);
	arena_free_all();
	return status ? 1 : 0;
}
