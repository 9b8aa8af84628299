/* Command-line options, in the style of gcc and clang: a flag that takes
 * a value accepts it joined (-Idir) or as the next argument (-I dir).
 * Unknown flags and missing inputs are errors with exit status 2; -o
 * naming an input, as in gcc, one with exit status 1.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"
#include "plan.h"

static int nsource_cxx;
static size_t ncap_sources, ncap_source_cxx, ncap_objects, ncap_cflags, ncap_hostflags, ncap_warnflags, ncap_ldflags, ncap_archs,
        ncap_ppflags, ncap_depflags, ncap_ptxas;

#ifndef O2C_CUDA_ROOT
#define O2C_CUDA_ROOT "/usr/local/cuda"
#endif
#ifndef O2C_VERSION
#define O2C_VERSION "0.1"
#endif

static const char version_line[] =
        "omp2cuda version " O2C_VERSION " (C with OpenMP target offloading to CUDA; libclang 22)";

_Noreturn static void
usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "omp2cuda: error: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n");
	exit(2);
}

/* --help, by section: the compile, what it writes, the optimization
 * switches, the rest. */
static const char *const help_text[] = {
	"usage: omp2cuda [options] file...  (omp2cuda++: the same, C++ by default)\n"
	"Compiles C and C++ with OpenMP target offloading to CUDA and links it with the omp2cuda "
	"runtime.\n\n"
	"  -o <file>             write the output to <file> ('-' for stdout with --emit-cuda)\n"
	"  -c                    compile to objects, do not link\n"
	"  -S                    write the host assembly of each source (<name>.s): the\n"
	"                        rewritten host code with the kernels' fatbin embedded,\n"
	"                        which assembles to the object -c writes\n"
	"  -E                    preprocess only, with the host compiler's preprocessor, to\n"
	"                        -o or stdout ('-' reads stdin); -dM -dD -P -C as for cc\n"
	"  -M -MM -MD -MMD -MF <file> -MT <target> -MQ <target> -MP -MG\n"
	"                        dependency files as gcc writes them: every header the\n"
	"                        source includes, none of the generated files\n"
	"  -x c, -x c++, -x none  later inputs are C / C++ whatever their names / by their\n"
	"                        names (.cpp .cc .cxx .C .c++ are C++; run as omp2cuda++,\n"
	"                        .c files are C++ too, as clang++ takes them)\n"
	"  -pipe                 accepted, no effect\n"
	"  -I<dir> -D<m>[=v] -U<m>  as for cc\n"
	"  -std=<dialect>        c99, gnu11, c17, ... for C sources, c++11 ... c++20,\n"
	"                        gnu++17, ... for C++ sources: the front end and the host\n"
	"                        compiler (nvcc compiles the kernels as CUDA C++, in the\n"
	"                        C++ source's dialect from c++17 on, else in its own)\n"
	"  -iquote <dir> -isystem <dir> -idirafter <dir> -include <file>  as for cc\n"
	"  -O<n> -g -f<flag> -m<flag> -pthread  passed to the host compiler, which says\n"
	"                        whether it takes them (not -funsigned-char,\n"
	"                        -fshort-enums, -fshort-wchar, -fpack-struct, -m32, -mx32:\n"
	"                        the kernels share the host code's types)\n"
	"  -W<w> -w -pedantic    clang's warnings, as clang shows them (-Werror makes them\n"
	"                        errors): the front end reads the whole file; the generated\n"
	"                        files are compiled with -w, so each warning shows once\n"
	"  -fdiagnostics-color[=always|never|auto]  colour in diagnostics (default: on a\n"
	"                        terminal)\n"
	"  -l<lib> -L<dir> -Wl,<opts> -Xlinker <opt> -rdynamic  passed to the link\n"
	"  -fPIC -fpic           the host compile's, and nvcc's (-Xcompiler)\n"
	"  -fgpu-rdc             relocatable device code for every file: its declare target\n"
	"                        routines can be called from other files' regions (files\n"
	"                        that need it get it without: docs/flags.md)\n"
	"  -shared               link a shared library: no runtime inside; its kernels are\n"
	"                        registered, when it loads, with the runtime of the program\n"
	"                        (linked by omp2cuda; else libomp2cuda_rt_shared.so, which\n"
	"                        it needs), one device state per process; dlclose\n"
	"                        unregisters them\n"
	"  -fopenmp              accepted: OpenMP is what omp2cuda compiles\n"
	"  -march= -mtune=       the host compiler's only\n"
	"  @<file>               more arguments, read as gcc reads them\n",
	"  --emit-cuda           write the generated .cu file only\n"
	"  --emit-host           write the generated host .c file only\n"
	"  --dump-after=<stage>  print the IR after 'frontend' or 'lower' and stop\n"
	"  --offload-arch=<sm>[,<sm>...]  GPU architectures sm_NN (sm_NNa, sm_NNf): SASS and\n"
	"                        PTX for each (default sm_90); may be repeated\n"
	"  -fopenmp-targets=nvptx64[-nvidia-cuda], -Xopenmp-target[=<triple>] -march=sm_NN\n"
	"                        clang's offload flags: accepted, -march is --offload-arch\n"
	"  -fopenmp-nonaliased-maps  clang's: accepted, changes nothing (omp2cuda proves its aliasing)\n"
	"  -foffload=nvptx-none, -foffload-options=[nvptx-none=]-misa=sm_NN\n"
	"                        gcc's: accepted, -misa is --offload-arch\n"
	"  -foffload=disable     a host-only build: no device code, nvcc never runs; the\n"
	"                        program runs every region on the host (an error under\n"
	"                        OMP_TARGET_OFFLOAD=MANDATORY)\n"
	"  -fiopenmp -fopenmp-targets=spir64  icpx's: accepted, the target is omp2cuda's;\n"
	"                        -qnextgen accepted; -qmkl an error (no Intel MKL); -cxx=<c>\n"
	"                        (Intel MPI's wrappers' compiler) ignored with a note\n"
	"  -mp[=gpu] -gpu=ccNN[,ccNN] -Minfo  nvc++'s: accepted, ccNN is --offload-arch=sm_NN;\n"
	"                        -mp=multicore is -foffload=disable\n"
	"  --cuda-path=<dir>     the CUDA toolkit whose bin/nvcc builds the kernels\n"
	"  -Xcuda-ptxas <opt>    clang's: <opt> to ptxas, which assembles the kernels\n"
	"                        (nvcc -Xptxas <opt>); may be repeated\n"
	"  -Rpass=, -Rpass-missed=, -Rpass-analysis=  clang's remarks: accepted, no effect\n"
	"                        (--explain gives omp2cuda's decisions)\n"
	"  --explain             print each region's decisions and their reasons, and stop\n",
	"  -fno-provenance       no read-only provenance: no const, no __restrict__\n"
	"  -fno-const -fno-ldg -fno-restrict  turn off one of its claims: const pointees,\n"
	"                        const __restrict__ (non-coherent loads) on read-only\n"
	"                        pointers, __restrict__ on written ones (-f<name> turns it on)\n"
	"  -fno-signed-loop      reduction kernels loop over an unsigned index, as\n"
	"                        the others do (a signed one lets nvcc unroll)\n"
	"  -fno-spread-small-loops  loops of few iterations keep 256-thread blocks (by\n"
	"                        default the runtime halves them, down to a warp, until\n"
	"                        they cover the multiprocessors; OMP2CUDA_SMALL_TRIP=off\n"
	"                        does the same at run time)\n"
	"  -fno-stage-rows       threads that each read their own row a[i * ld + f] read\n"
	"                        it from global memory (by default each block copies\n"
	"                        its rows into shared memory, coalesced, and reads them\n"
	"                        there; OMP2CUDA_STAGE_ROWS=off does the same at run time)\n"
	"  -fno-stage-tables     a small read-only array that every iteration reads at the\n"
	"                        same indices in an inner loop is read from global memory\n"
	"                        (by default each block copies it into shared memory as\n"
	"                        it starts, up to 16 KiB; OMP2CUDA_STAGE_TABLES=off does\n"
	"                        the same at run time)\n"
	"  -fno-teams-on-warps   a team is always a block (by default a teams distribute\n"
	"                        loop whose parallel loops are short runs a team per\n"
	"                        warp, several per block; --explain says which)\n"
	"  -fno-team-windows     a team's parallel loops read and write the arrays they\n"
	"                        access in a small box around the team's rows and columns\n"
	"                        in global memory (by default the team copies the box\n"
	"                        into shared memory as it starts, reads it there and\n"
	"                        writes both; OMP2CUDA_TEAM_WINDOWS=off does the same at\n"
	"                        run time)\n"
	"  -fno-lane-preloads    a warp's parallel loop loads as written (by default each\n"
	"                        lane first loads what all its iterations surely load of\n"
	"                        read-only arrays, at most 16 iterations a lane)\n"
	"  -fno-region-chains    a region that is the whole body of a host for loop is\n"
	"                        launched once per iteration (by default the loop's\n"
	"                        iterations run in one launch, a grid-wide barrier\n"
	"                        between them; OMP2CUDA_CHAINS=off does the same at\n"
	"                        run time)\n"
	"  -fno-batched-reductions  a reduction region in a host for loop is launched\n"
	"                        once per iteration (by default up to 256 of the loop's\n"
	"                        iterations in one launch, a thread each;\n"
	"                        OMP2CUDA_BATCHES=off does the same at run time)\n"
	"  -fno-stencil-steps    a stencil region in a host loop that swaps its two\n"
	"                        pointers is launched once per iteration (by default\n"
	"                        up to 15 steps in one launch, in shared memory;\n"
	"                        OMP2CUDA_STEPS=off does the same at run time)\n"
	"  -fno-step-preloads    a stencil's steps load read-only arrays as each step\n"
	"                        reaches them (by default a launch of steps first loads\n"
	"                        what every step surely loads of them, all at once)\n"
	"  -fno-own-columns      a loop's iterations access their own column of an\n"
	"                        array in memory (by default, where each iteration j\n"
	"                        touches a[R * ld + j] for at most 32 rows R and reads\n"
	"                        only other columns, it keeps them in registers)\n"
	"  -fno-pivot-registers  a chain's kernel_below (lud's column panel) reads and\n"
	"                        writes its rows in memory (by default each warp keeps\n"
	"                        its row in registers, a column a lane, where the row's\n"
	"                        accesses span at most 32 columns)\n"
	"  -fno-known-args       a region's kernels take every parameter as it comes (by\n"
	"                        default, where every call of the region's function in\n"
	"                        the file passes the same integer constant for a\n"
	"                        parameter the region takes by value, the region also\n"
	"                        gets kernels that declare it, launched where the host\n"
	"                        passes that value; OMP2CUDA_KNOWN_ARGS=off does the\n"
	"                        same at run time)\n"
	"  -fno-collapse-order   a collapsed loop nest's neighbouring threads step its\n"
	"                        innermost loop (by default, where the innermost loop's\n"
	"                        variable moves no element access by one element and\n"
	"                        another loop's does, they step that one: coalesced)\n"
	"  -fno-team-lanes       a team runs its sequential code on its initial thread\n"
	"                        (a warp's lane 0, a block's thread 0), its variables\n"
	"                        in shared memory (by default all its threads run what\n"
	"                        only computes, its variables registers)\n"
	"  -fno-tile-loops       matrix products (collapse(2) loops over i, j around a\n"
	"                        sum over k of X[i][k] * Y[k][j]) are not tiled in\n"
	"                        shared memory (OMP2CUDA_TILE=off does the same at run\n"
	"                        time)\n"
	"  -fno-narrow-loops     grid-stride loops keep only their 64-bit iteration\n"
	"                        numbers (by default a kernel also gets a 32-bit variant,\n"
	"                        launched when the trip count fits; OMP2CUDA_NARROW=off\n"
	"                        does the same at run time), and so do loops nested in\n"
	"                        kernels whose trip count is known to fit\n"
	"  -fno-flat-loops       a grid-stride loop whose body runs a loop keeps its\n"
	"                        grid-stride loop (by default its kernel also gets a\n"
	"                        variant of one iteration a thread, launched where more\n"
	"                        of its blocks reside at once; OMP2CUDA_FLAT=off does the\n"
	"                        same at run time)\n"
	"  -fno-flat-tiles       a collapse(2) nest's flat kernel runs its iterations in\n"
	"                        order, a thread each (by default a block runs tiles of\n"
	"                        32 iterations of the fast loop by its warps of the other)\n"
	"  -fflat-grids          a collapse(2) nest whose body runs no loop also gets a\n"
	"                        variant of one iteration a thread on a 2-D grid (off by\n"
	"                        default: slower on most nests measured)\n"
	"  -fno-stepped-indices  a collapsed loop nest's 32-bit kernel divides its loop\n"
	"                        indices out of the iteration number every iteration\n"
	"                        (by default each thread does it once and steps them)\n"
	"  -fno-aligned-records  pointers to 8- and 16-byte structs are not assumed\n"
	"                        aligned (by default a kernel loads and stores whole\n"
	"                        elements as vectors when the runtime finds them aligned,\n"
	"                        and runs a variant without the assumption otherwise)\n"
	"  -fno-warp-votes       a team variable that a team on a warp's parallel region\n"
	"                        assigns or reduces into stays in shared memory (by\n"
	"                        default each lane keeps its own, and a warp vote or an\n"
	"                        all-lanes reduction gives them one value at its end)\n"
	"  -fno-launch-divisors  a division in a kernel by a value the host computes at\n"
	"                        launch divides as written (by default the host computes\n"
	"                        its multiplier and the kernel multiplies; --explain names\n"
	"                        each divisor; OMP2CUDA_DIVISORS=off at run time)\n"
	"  -fno-loop-divisors    a division in a device function by a value its loop does\n"
	"                        not change divides as written (by default the inverse is\n"
	"                        computed before the loop and the division multiplies;\n"
	"                        --explain names each loop)\n"
	"  -fno-constant-arrays  a const array with a constant initializer that device code\n"
	"                        declares is built on the thread's stack each time its\n"
	"                        declaration runs (by default it is one static copy in\n"
	"                        global memory; --explain names each)\n"
	"  -fno-inner-lanes      a combined loop whose body ends with a loop of\n"
	"                        independent iterations runs a thread per iteration (by\n"
	"                        default it also gets a variant with a warp per iteration,\n"
	"                        the inner loop over its lanes, launched when the loop has\n"
	"                        fewer iterations than the GPU holds warps;\n"
	"                        OMP2CUDA_INNER_LANES=off does the same at run time)\n",
	"  -ftune-file=<file>    decisions per kernel region, as tools/bench/tune.py writes\n"
	"                        them: one line per region, <file>:<line> then switches\n"
	"                        (stage-rows=off ...) and block=<threads> (docs/performance.md)\n"
	"  -fdevice-assert       keep assert() in kernels (they are built with -DNDEBUG\n"
	"                        otherwise: a kept assert costs registers)\n"
	"  --profile             link the program with the GPU-total ledger on: at exit it\n"
	"                        prints kernel/H2D/D2H time per region (OMP2CUDA_PROFILE=0\n"
	"                        turns it off; OMP2CUDA_PROFILE_OUT=f.json|f.csv saves it)\n"
	"  -save-temps           keep the generated .cu, host .c and fatbin\n"
	"  -j<N>                 nvcc processes at once for a file of many kernels, cut\n"
	"                        into parts, the host compile beside them unless -j1\n"
	"                        (default: $OMP2CUDA_JOBS, else 1 under a parallel\n"
	"                        make, else the number of CPUs)\n"
	"  -v                    print the commands run (alone: the version, as gcc -v)\n"
	"  --version             print the version\n"
	"  -dumpversion          print the version number alone\n"
	"  -dumpmachine -print-prog-name=<prog> -print-file-name=<file>\n"
	"                        the host compiler's answers (the host triple, ...)\n\n"
	"Environment: OMP2CUDA_CC (host compiler, default cc), OMP2CUDA_CXX (host C++\n"
	"compiler, default g++: C++ sources and the link of a program with any), OMP2CUDA_NVCC (nvcc, default\n"
	"$CUDA_ROOT/bin/nvcc; CUDA_ROOT default " O2C_CUDA_ROOT ").",
};

static void
help(void)
{
	for (size_t i = 0; i < sizeof help_text / sizeof *help_text; i++)
		fputs(help_text[i], stdout);
	putchar('\n');
	exit(0);
}

/* The value of -X<value> or -X <value>. */
static const char *
value(int argc, char **argv, int *i, const char *flag)
{
	size_t n = strlen(flag);

	if (argv[*i][n])
		return argv[*i] + n;
	if (*i + 1 >= argc)
		usage_error("argument to '%s' is missing", flag);
	return argv[++*i];
}

/* The include-search flag a begins with, or NULL. */
static const char *
search_flag(const char *a)
{
	static const char *const flags[] = {"-iquote", "-isystem", "-idirafter", "-include", 0};

	for (int k = 0; flags[k]; k++)
		if (!strncmp(a, flags[k], strlen(flags[k])))
			return flags[k];
	return NULL;
}

static int
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && !strcmp(s + n - m, suffix);
}

/* The names gcc compiles as C++ (.C is C++ on a case-sensitive file
 * system, as gcc takes it). */
static int
cxx_name(const char *path)
{
	static const char *const suffixes[] = {".cpp", ".cc", ".cxx", ".C", ".c++", ".cp", ".CPP", 0};

	for (int k = 0; suffixes[k]; k++)
		if (ends_with(path, suffixes[k]))
			return 1;
	return 0;
}

static void
add_input(Options *o, const char *path)
{
	struct stat st;

	if (!strcmp(path, "-")) { /* stdin: for -E alone, checked at the end */
		VEC_PUSH(o->sources, o->nsources, ncap_sources, path);
		VEC_PUSH(o->source_cxx, nsource_cxx, ncap_source_cxx,
		         (unsigned char)(o->lang ? o->lang == '+' : o->cxx_driver));
		return;
	}
	if (access(path, R_OK))
		usage_error("no such file or directory: '%s'", path);
	if (!stat(path, &st) && S_ISDIR(st.st_mode))
		usage_error("'%s' is a directory, not a file", path);
	if (o->lang || ends_with(path, ".c") || cxx_name(path)) {
		int cxx = o->lang ? o->lang == '+' : !ends_with(path, ".c") || o->cxx_driver;
		VEC_PUSH(o->sources, o->nsources, ncap_sources, path);
		VEC_PUSH(o->source_cxx, nsource_cxx, ncap_source_cxx, (unsigned char)cxx);
	} else if (ends_with(path, ".o") || ends_with(path, ".a") || ends_with(path, ".so"))
		VEC_PUSH(o->objects, o->nobjects, ncap_objects, path);
	else
		usage_error("'%s': unknown file type (expected .c, .cpp, .cc, .cxx, .C, .c++, .o, "
		            ".a or .so)", path);
}

int
options_is_cxx(const Options *o, const char *src)
{
	for (int i = 0; i < o->nsources; i++)
		if (o->sources[i] == src)
			return o->source_cxx[i];
	return o->cxx_driver;
}

int
options_links_cxx(const Options *o)
{
	for (int i = 0; i < o->nsources; i++)
		if (o->source_cxx[i])
			return 1;
	return o->cxx_driver;
}

static int
one_of(const char *arg, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(arg, *list))
			return 1;
	return 0;
}

static int
host_flag(const char *a)
{
	static const char *const plain[] = {"-g", "-w", "-pthread", "-fopenmp", "-pedantic",
	                                    "-pedantic-errors", 0};

	return one_of(a, plain) || !strncmp(a, "-O", 2) || !strncmp(a, "-W", 2) ||
	       !strncmp(a, "-f", 2) || !strncmp(a, "-g", 2) || !strncmp(a, "-m", 2);
}

/* Flags that change the layout or meaning of the types the kernels share
 * with the host code: nvcc compiles the kernels with the platform's
 * defaults, so the two would disagree on a char's sign or a struct's
 * size.  An error naming the flag, exit status 2. */
static void
check_abi_flag(const char *a)
{
	static const char *const abi[] = {"-funsigned-char", "-fno-signed-char", "-fshort-enums",
	                                  "-fshort-wchar", "-fpack-struct", "-m32", "-mx32", 0};

	if (one_of(a, abi) || !strncmp(a, "-fpack-struct=", 14))
		usage_error("'%s' is not supported: it changes the types the kernels share with "
		            "the host code, which nvcc compiles with the platform's defaults", a);
}

/* -W<w>, -w, -pedantic, -pedantic-errors: clang's warnings in the front
 * end (not -Wa, -Wp, -Wl: other tools' options). */
static int
warning_flag(const char *a)
{
	return (!strncmp(a, "-W", 2) && strncmp(a, "-Wa,", 4) && strncmp(a, "-Wp,", 4) &&
	        strncmp(a, "-Wl,", 4)) ||
	       !strcmp(a, "-w") || !strcmp(a, "-pedantic") || !strcmp(a, "-pedantic-errors");
}

/* -fdiagnostics-color[=always|never|auto], -f[no-]color-diagnostics:
 * colour in omp2cuda's diagnostics and clang's (support.c). */
static int
diag_flag(const char *a)
{
	if (!strcmp(a, "-fdiagnostics-color") || !strcmp(a, "-fdiagnostics-color=always") ||
	    !strcmp(a, "-fcolor-diagnostics"))
		diag_color = 1;
	else if (!strcmp(a, "-fdiagnostics-color=never") || !strcmp(a, "-fno-diagnostics-color") ||
	         !strcmp(a, "-fno-color-diagnostics"))
		diag_color = 0;
	else if (!strcmp(a, "-fdiagnostics-color=auto"))
		diag_color = -1;
	else
		return 0;
	return 1;
}

/* -f[no-]provenance, -f[no-]const, -f[no-]ldg, -f[no-]restrict,
 * -f[no-]signed-loop, -f[no-]spread-small-loops, -f[no-]stage-rows,
 * -f[no-]teams-on-warps, -f[no-]team-lanes, -f[no-]tile-loops, -f[no-]narrow-loops,
 * -f[no-]aligned-records, -f[no-]warp-votes, -f[no-]stage-tables, -f[no-]inner-lanes,
 * -f[no-]team-windows, -f[no-]lane-preloads, -f[no-]region-chains, -f[no-]flat-loops,
 * -f[no-]collapse-order, -f[no-]stepped-indices, -f[no-]batched-reductions,
 * -f[no-]stencil-steps, -f[no-]step-preloads, -f[no-]flat-tiles, -f[no-]flat-grids,
 * -f[no-]own-columns, -f[no-]pivot-registers, -f[no-]known-args */
/* -f[no-]constant-arrays, -f[no-]launch-divisors, -f[no-]loop-divisors:
 * the .cu file's edits of device code that optimize (Unit.static_arrays,
 * Unit.launch_divisors, Unit.loop_divisors). */
static int
edit_switch(Options *o, const char *a)
{
	int off = !strncmp(a, "-fno-", 5);
	const char *name = a + (off ? 5 : 2);

	if (strncmp(a, "-f", 2))
		return 0;
	if (!strcmp(name, "constant-arrays"))
		o->no_constant_arrays = off;
	else if (!strcmp(name, "launch-divisors"))
		o->no_launch_divisors = off;
	else if (!strcmp(name, "loop-divisors"))
		o->no_loop_divisors = off;
	else
		return 0;
	return 1;
}

static int
pass_switch(Options *o, const char *a)
{
	int on = strncmp(a, "-fno-", 5) != 0;
	const char *name = a + (on ? 2 : 5);
	int i;

	if (strncmp(a, "-f", 2) || (i = lower_switch_index(name)) < 0)
		return 0;
	*lower_switch(&o->lower, i) = on;
	return 1;
}

/* sm_ and two or three digits, then a for arch-specific or f for
 * family-specific code: what nvcc's -gencode takes. */
static int
valid_arch(const char *s, size_t n)
{
	size_t d = 0;

	if (n < 5 || strncmp(s, "sm_", 3))
		return 0;
	while (3 + d < n && s[3 + d] >= '0' && s[3 + d] <= '9')
		d++;
	if (d < 2 || d > 3 || s[3] == '0')
		return 0;
	return 3 + d == n || (4 + d == n && (s[n - 1] == 'a' || s[n - 1] == 'f'));
}

/* --offload-arch=sm_80,sm_90 (as clang spells it; repeated flags add
 * to the list, duplicates are dropped). */
static void
add_archs(Options *o, const char *list)
{
	const char *s = list, *end;

	do {
		end = strchr(s, ',') ? strchr(s, ',') : s + strlen(s);
		if (!valid_arch(s, (size_t)(end - s)))
			usage_error("--offload-arch: expected sm_<NN>[,sm_<NN>...] (sm_80, sm_90a, "
			            "sm_100f), got '%s'", list);
		const char *arch = arena_strndup(s, (size_t)(end - s));
		int dup = 0;
		for (int i = 0; i < o->narchs; i++)
			dup |= !strcmp(o->archs[i], arch);
		if (!dup)
			VEC_PUSH(o->archs, o->narchs, ncap_archs, arch);
		s = end + 1;
	} while (*end);
}

/* -std=<std>: the C and C++ standards clang 16 and gcc 12 both take,
 * checked here because libclang says no more than that it could not
 * parse.  The last of each language's wins, as in gcc: C sources take
 * the C one, C++ sources the C++ one (a build that names both, as
 * CFLAGS and CXXFLAGS do, compiles each source with its own). */
static void
set_std(Options *o, const char *a)
{
	static const char *const stds[] = {
		"c89", "c90", "iso9899:1990", "iso9899:199409", "gnu89", "gnu90", "c99", "c9x",
		"iso9899:1999", "iso9899:199x", "gnu99", "gnu9x", "c11", "c1x", "iso9899:2011",
		"gnu11", "gnu1x", "c17", "iso9899:2017", "c18", "iso9899:2018", "gnu17", "gnu18",
		"c2x", "gnu2x", 0};
	static const char *const cxx_stds[] = {
		"c++98", "c++03", "c++0x", "c++11", "c++1y", "c++14", "c++1z", "c++17", "c++2a",
		"c++20", "c++2b", "gnu++98", "gnu++03", "gnu++0x", "gnu++11", "gnu++1y",
		"gnu++14", "gnu++1z", "gnu++17", "gnu++2a", "gnu++20", "gnu++2b", 0};

	if (one_of(a + 5, cxx_stds))
		o->std_cxx = a;
	else if (one_of(a + 5, stds))
		o->std = a;
	else {
		fprintf(stderr, "omp2cuda: error: invalid value '%s' in '%s'\n", a + 5, a);
		exit(2);
	}
}

/* A -std= of one language with sources of the other alone is an error,
 * as clang gives it. */
static void
check_std(const Options *o)
{
	int c = 0, cxx = 0;

	for (int i = 0; i < o->nsources; i++)
		*(o->source_cxx[i] ? &cxx : &c) = 1;
	if (o->std_cxx && c && !cxx)
		usage_error("invalid argument '%s' not allowed with 'C'", o->std_cxx);
	if (o->std && cxx && !c)
		usage_error("invalid argument '%s' not allowed with 'C++'", o->std);
}

/* -E's and dependency files' flags, as gcc takes them; the preprocessor
 * is the host compiler's (preprocess.c).  Returns 0 for other flags. */
static int
preprocessor_flag(Options *o, int argc, char **argv, int *i)
{
	static const char *const dumps[] = {"-dM", "-dD", "-dN", "-dI", "-P", "-C", "-CC", 0};
	const char *a = argv[*i];

	if (!strcmp(a, "-E"))
		o->preprocess_only = 1;
	else if (one_of(a, dumps))
		VEC_PUSH(o->ppflags, o->nppflags, ncap_ppflags, a);
	else if (!strcmp(a, "-M") || !strcmp(a, "-MM")) {
		o->preprocess_only = 1; /* as in gcc: -M implies -E */
		VEC_PUSH(o->depflags, o->ndepflags, ncap_depflags, a);
	} else if (!strcmp(a, "-MD") || !strcmp(a, "-MMD")) {
		o->dep_compile = a[2] == 'M' ? "-MM" : "-M";
		VEC_PUSH(o->depflags, o->ndepflags, ncap_depflags, a);
	} else if (!strcmp(a, "-MP") || !strcmp(a, "-MG"))
		VEC_PUSH(o->depflags, o->ndepflags, ncap_depflags, a);
	else if (!strncmp(a, "-MF", 3) || !strncmp(a, "-MT", 3) || !strncmp(a, "-MQ", 3)) {
		char flag[4] = {a[0], a[1], a[2], 0};
		const char *v = value(argc, argv, i, flag);
		if (flag[2] == 'F')
			o->dep_file = v;
		else
			o->dep_target = 1;
		VEC_PUSH(o->depflags, o->ndepflags, ncap_depflags, arena_strndup(flag, 3));
		VEC_PUSH(o->depflags, o->ndepflags, ncap_depflags, v);
	} else
		return 0;
	return 1;
}

/* -Wl,<opts>, -Xlinker <opt>, -shared, -rdynamic: the link's; -fPIC and
 * -fpic: the host compile's and nvcc's; -fopenmp: implied. */
static int
link_flag(Options *o, int argc, char **argv, int *i)
{
	const char *a = argv[*i];

	if (!strncmp(a, "-Wl,", 4) || !strcmp(a, "-rdynamic"))
		VEC_PUSH(o->ldflags, o->nldflags, ncap_ldflags, a);
	else if (!strcmp(a, "-Xlinker")) {
		VEC_PUSH(o->ldflags, o->nldflags, ncap_ldflags, a);
		VEC_PUSH(o->ldflags, o->nldflags, ncap_ldflags, value(argc, argv, i, a));
	} else if (!strcmp(a, "-shared"))
		o->shared = 1;
	else if (!strcmp(a, "-fPIC") || !strcmp(a, "-fpic")) {
		o->pic = a;
		VEC_PUSH(o->hostflags, o->nhostflags, ncap_hostflags, a);
	} else if (!strcmp(a, "-fopenmp") || !strcmp(a, "-fopenmp=libomp") ||
	           !strcmp(a, "-fopenmp=libgomp"))
		; /* what omp2cuda compiles: the host compiler gets its own -fopenmp */
	else
		return 0;
	return 1;
}

static int
nvptx_triple(const char *t)
{
	return !strcmp(t, "nvptx64") || !strcmp(t, "nvptx64-nvidia-cuda") || !strcmp(t, "nvptx-none");
}

/* gcc's -foffload-options=[nvptx-none=]<options>: -misa=sm_NN is the
 * architecture; the libraries and optimisation levels kernels take from
 * gcc have no meaning here (nvcc builds with -O3 and its own math). */
static void
offload_options(Options *o, const char *a)
{
	const char *s = a + strlen("-foffload-options="), *eq = strchr(s, '=');
	char *opts, *tok;

	if (*s != '-' && eq) { /* a target before the options */
		if (!nvptx_triple(arena_strndup(s, (size_t)(eq - s))))
			usage_error("'%s': omp2cuda offloads to nvptx-none (NVIDIA GPUs) only", a);
		s = eq + 1;
	}
	opts = (char *)arena_printf("%s", s);
	for (tok = strtok(opts, " \t"); tok; tok = strtok(NULL, " \t")) {
		if (!strncmp(tok, "-misa=", 6))
			add_archs(o, tok + 6);
		else if (strncmp(tok, "-l", 2) && strncmp(tok, "-O", 2) && strncmp(tok, "-g", 2))
			usage_error("-foffload-options: '%s' is not supported (-misa=sm_NN is)", tok);
	}
}

/* Intel's SPIR-V targets (icpx -fopenmp-targets=spir64, spir64_gen,
 * spir64_x86_64): a program built for them runs on omp2cuda's own. */
static int
spir_triple(const char *t)
{
	return !strncmp(t, "spir64", 6);
}

/* nvc++'s -gpu=<list>: ccNN is the architecture sm_NN; fastmath is
 * -ffast-math's nvcc --use_fast_math; lineinfo and cudaNN.N (the CUDA
 * version it builds with) change nothing here; the rest (managed and
 * unified memory, ...) is an error. */
static void
nvhpc_gpu(Options *o, const char *a)
{
	char *opts = (char *)arena_printf("%s", a + 5), *tok;

	for (tok = strtok(opts, ","); tok; tok = strtok(NULL, ",")) {
		if (!strcmp(tok, "fastmath")) {
			o->fast_math = 1;
			continue;
		}
		if (!strcmp(tok, "lineinfo") || (!strncmp(tok, "cuda", 4) && isdigit((unsigned char)tok[4])))
			continue;
		if (tok[0] != 'c' || tok[1] != 'c' || !isdigit((unsigned char)tok[2]))
			usage_error("-gpu: '%s' is not supported (ccNN, fastmath, lineinfo and cudaNN.N are)",
			            tok);
		add_archs(o, arena_printf("sm_%s", tok + 2));
	}
}

/* The offload flags of icpx and nvc++, mapped to omp2cuda's target with
 * one note (options_parse): icpx's -fiopenmp (--fiopenmp, as icpx takes
 * it) is -fopenmp, its -qnextgen means nothing here and its -qmkl is an
 * error (no MKL); Intel MPI's -cxx=<compiler> is ignored; nvc++'s -mp
 * and -mp=gpu offload, -mp=multicore runs every region on the host;
 * -Minfo (nvc++'s report of what it compiled) changes nothing. */
static int
vendor_offload_flag(Options *o, const char *a)
{
	if (!strcmp(a, "-fiopenmp") || !strcmp(a, "--fiopenmp") || !strcmp(a, "-qopenmp") ||
	    !strncmp(a, "-Minfo", 6) || !strcmp(a, "-qnextgen"))
		; /* icpx's -qnextgen picks its own LLVM back end: nothing here */
	else if (!strcmp(a, "-qmkl") || !strncmp(a, "-qmkl=", 6) || !strcmp(a, "-mkl") ||
	         !strncmp(a, "-mkl=", 5))
		usage_error("'%s' links Intel oneMKL, which omp2cuda does not provide: a program "
		            "that calls MKL (mkl.h, its offload through dispatch) cannot be built", a);
	else if (!strncmp(a, "-cxx=", 5) || !strncmp(a, "--cxx=", 6))
		/* Intel MPI's mpicc and mpicxx take it to pick their compiler;
		 * a Makefile written for them passes it on to the compiler its
		 * CC names */
		fprintf(stderr, "omp2cuda: note: '%s' picks the compiler of Intel MPI's wrappers; "
		        "omp2cuda is the compiler here: ignored\n", a);
	else if (!strcmp(a, "-mp") || !strcmp(a, "-mp=gpu"))
		o->offload_note = o->offload_note ? o->offload_note : a;
	else if (!strcmp(a, "-mp=multicore"))
		o->host_only = 1;
	else if (!strncmp(a, "-gpu=", 5))
		nvhpc_gpu(o, a);
	else
		return 0;
	return 1;
}

/* The offload flags of clang and gcc, mapped to omp2cuda's meaning so
 * that Makefiles written for either build unchanged. */
static int
offload_flag(Options *o, int argc, char **argv, int *i)
{
	const char *a = argv[*i];

	if (vendor_offload_flag(o, a))
		return 1;
	if (!strncmp(a, "-fopenmp-targets=", 17)) {
		const char *s = a + 17, *end;
		do {
			end = strchr(s, ',') ? strchr(s, ',') : s + strlen(s);
			const char *t = arena_strndup(s, (size_t)(end - s));
			if (spir_triple(t))
				o->offload_note = o->offload_note ? o->offload_note : a;
			else if (!nvptx_triple(t))
				usage_error("'%s': omp2cuda offloads to nvptx64 (NVIDIA GPUs) only", a);
			s = end + 1;
		} while (*end);
	} else if (!strcmp(a, "-Xopenmp-target") || !strncmp(a, "-Xopenmp-target=", 16)) {
		const char *v = value(argc, argv, i, a);
		if (a[15] == '=' && !nvptx_triple(a + 16))
			usage_error("'%s': omp2cuda offloads to nvptx64 (NVIDIA GPUs) only", a);
		if (strncmp(v, "-march=", 7))
			usage_error("-Xopenmp-target: '%s' is not supported (-march=sm_NN is)", v);
		add_archs(o, v + 7);
	} else if (!strncmp(a, "--cuda-path=", 12))
		o->cuda_path = a + 12;
	else if (!strcmp(a, "-Xcuda-ptxas"))
		VEC_PUSH(o->ptxas, o->nptxas, ncap_ptxas, value(argc, argv, i, a));
	else if (!strncmp(a, "-Rpass=", 7) || !strncmp(a, "-Rpass-missed=", 14) ||
	         !strncmp(a, "-Rpass-analysis=", 16))
		; /* clang's optimization remarks: omp2cuda's are --explain */
	else if (!strcmp(a, "-fopenmp-nonaliased-maps"))
		; /* clang's leave to assume mapped pointers do not alias: omp2cuda
		   * proves what it assumes, so the flag changes nothing here */
	else if (!strcmp(a, "-foffload=nvptx-none") || !strcmp(a, "-foffload=default"))
		; /* what omp2cuda does */
	else if (!strcmp(a, "-foffload=disable"))
		o->host_only = 1;
	else if (!strncmp(a, "-foffload=", 10))
		usage_error("'%s': omp2cuda offloads to nvptx-none (NVIDIA GPUs) only", a);
	else if (!strncmp(a, "-foffload-options=", 18))
		offload_options(o, a);
	else
		return 0;
	return 1;
}

/* What configure scripts and build systems ask a compiler, answered at
 * once, before any input is looked at: -dumpversion is omp2cuda's
 * version alone (as gcc and clang print theirs); -dumpmachine,
 * -print-prog-name=<prog> and -print-file-name=<file> are the host
 * compiler's answers, as it is the one that compiles, links and finds
 * libraries.  Returns 0 for other flags. */
static int
query_flag(const char *a)
{
	const char *argv[3] = {env_or("OMP2CUDA_CC", "cc"), a, NULL};
	Options quiet = {0};

	if (!strcmp(a, "-dumpversion")) {
		puts(O2C_VERSION);
		exit(0);
	}
	if (strcmp(a, "-dumpmachine") && strncmp(a, "-print-prog-name=", 17) &&
	    strncmp(a, "-print-file-name=", 17))
		return 0;
	exit(run_command(&quiet, argv) ? 1 : 0);
}

static void
parse_flag(Options *o, int argc, char **argv, int *i)
{
	const char *a = argv[*i];

	if (query_flag(a) || pass_switch(o, a) || edit_switch(o, a) || preprocessor_flag(o, argc, argv, i) ||
	    link_flag(o, argc, argv, i) ||
	    offload_flag(o, argc, argv, i))
		return;
	if (!strcmp(a, "-fgpu-rdc") || !strcmp(a, "-fno-gpu-rdc")) {
		o->rdc = a[2] == 'g';
		return;
	}
	if (!strcmp(a, "-fdevice-assert") || !strcmp(a, "-fno-device-assert")) {
		o->device_assert = a[2] == 'd';
		return;
	}
	if (!strcmp(a, "--help") || !strcmp(a, "-h"))
		help();
	else if (!strcmp(a, "--version"))
		puts(version_line), exit(0);
	else if (!strncmp(a, "-o", 2))
		o->output = value(argc, argv, i, "-o");
	else if (!strcmp(a, "-c"))
		o->compile_only = 1;
	else if (!strcmp(a, "-S"))
		o->assemble_only = 1;
	else if (!strncmp(a, "-x", 2)) {
		/* -x c, -x c++: later inputs are C or C++ whatever their
		 * names; -x none: by their names again */
		const char *lang = value(argc, argv, i, "-x");
		if (strcmp(lang, "c") && strcmp(lang, "c++") && strcmp(lang, "none"))
			usage_error("language '%s' not supported: omp2cuda compiles C and C++ (-x c, "
			            "-x c++)", lang);
		o->lang = !strcmp(lang, "none") ? 0 : lang[1] ? '+' : 'c';
	} else if (!strcmp(a, "-pipe"))
		; /* temporary files are not in the way: accepted, no effect */
	else if (!strcmp(a, "-v"))
		o->verbose = 1;
	else if (!strcmp(a, "-save-temps"))
		o->save_temps = 1;
	else if (!strncmp(a, "-j", 2)) {
		const char *n = value(argc, argv, i, "-j");
		if (!all_digits(n) || atoi(n) < 1 || strlen(n) > 4)
			usage_error("-j: '%s' is not a number of jobs (1 to 9999)", n);
		o->jobs = atoi(n);
	}
	else if (!strcmp(a, "--emit-cuda"))
		o->emit_cuda = 1;
	else if (!strcmp(a, "--emit-host"))
		o->emit_host = 1;
	else if (!strcmp(a, "--profile"))
		o->profile = 1;
	else if (!strncmp(a, "--dump-after=", 13))
		o->dump_after = a + 13;
	else if (!strcmp(a, "--explain"))
		o->explain = 1;
	else if (!strncmp(a, "-ftune-file=", 12) && a[12])
		o->tune_file = a + 12;
	else if (!strncmp(a, "--offload-arch=", 15))
		add_archs(o, a + 15);
	else if (search_flag(a)) {
		/* -iquote dir, -isystem dir, -idirafter dir, -include file: two
		 * arguments for every compiler, as gcc and clang take them */
		const char *flag = search_flag(a);
		VEC_PUSH(o->cflags, o->ncflags, ncap_cflags, flag);
		VEC_PUSH(o->cflags, o->ncflags, ncap_cflags, value(argc, argv, i, flag));
	} else if (!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) {
		char flag[3] = {a[0], a[1], 0};
		const char *v = value(argc, argv, i, flag);
		VEC_PUSH(o->cflags, o->ncflags, ncap_cflags, arena_printf("%s%s", flag, v));
	} else if (!strncmp(a, "-std=", 5) || !strncmp(a, "--std=", 6)) {
		set_std(o, a[1] == '-' ? arena_printf("%s", a + 1) : a); /* --std= is gcc's and clang's alias */
	} else if (!strncmp(a, "-l", 2) || !strncmp(a, "-L", 2)) {
		char flag[3] = {a[0], a[1], 0};
		const char *v = value(argc, argv, i, flag);
		VEC_PUSH(o->ldflags, o->nldflags, ncap_ldflags, arena_printf("%s%s", flag, v));
	} else if (diag_flag(a)) {
		VEC_PUSH(o->hostflags, o->nhostflags, ncap_hostflags, a);
	} else if (host_flag(a)) {
		if (!strncmp(a, "-flto", 5) || !strcmp(a, "-fno-lto"))
			o->lto = strcmp(a, "-fno-lto") != 0;
		if (!strcmp(a, "-ffast-math") || !strcmp(a, "-Ofast") || !strcmp(a, "-fno-fast-math"))
			o->fast_math = strcmp(a, "-fno-fast-math") != 0;
		if (!strncmp(a, "-ffp-contract=", 14))
			o->no_contract = !strcmp(a + 14, "off");
		check_abi_flag(a);
		VEC_PUSH(o->hostflags, o->nhostflags, ncap_hostflags, a);
		if (warning_flag(a))
			VEC_PUSH(o->warnflags, o->nwarnflags, ncap_warnflags, a);
		if (!strcmp(a, "-w"))
			diag_warnings = 0;
	} else
		usage_error("unknown argument: '%s'", a);
}

/* -o naming one of the inputs, by identity (./x.c, a hard link): gcc
 * refuses, with exit status 1, before it writes anything. */
static void
check_output(const Options *o)
{
	struct stat out, in;
	const char *path;

	if (!o->output || !strcmp(o->output, "-") || stat(o->output, &out))
		return;
	for (int i = 0; i < o->nsources + o->nobjects; i++) {
		path = i < o->nsources ? o->sources[i] : o->objects[i - o->nsources];
		if (!stat(path, &in) && in.st_dev == out.st_dev && in.st_ino == out.st_ino) {
			fprintf(stderr, "omp2cuda: error: input file '%s' is the same as output file\n",
			        path);
			exit(1);
		}
	}
}

/* The arguments in @file, as gcc reads them (libiberty's buildargv):
 * separated by whitespace, quoted with ' or ", a backslash taking the next
 * character as it is, inside quotes too. */
static void
read_response_file(const char *path, FILE *f, Cmd *out, int depth);

static void
add_arg(Cmd *out, const char *a, int depth)
{
	FILE *f;

	/* @file that cannot be read is an argument, as in gcc */
	if (a[0] == '@' && (f = fopen(a + 1, "r"))) {
		if (depth > 16)
			usage_error("'%s': response files nested too deep", a);
		read_response_file(a + 1, f, out, depth + 1);
		fclose(f);
	} else
		cmd_arg(out, a);
}

static void
read_response_file(const char *path, FILE *f, Cmd *out, int depth)
{
	Buf word = {0};
	int ch, quote = 0, any = 0;

	while ((ch = getc(f)) != EOF) {
		if (ch == '\\' && (ch = getc(f)) != EOF) {
			buf_printf(&word, "%c", ch);
			any = 1;
		} else if (quote && ch == quote)
			quote = 0;
		else if (!quote && (ch == '\'' || ch == '"'))
			quote = ch, any = 1;
		else if (!quote && isspace(ch)) {
			if (any)
				add_arg(out, word.s ? arena_printf("%s", word.s) : "", depth);
			word.len = 0;
			if (word.s)
				word.s[0] = 0;
			any = 0;
		} else {
			buf_printf(&word, "%c", ch);
			any = 1;
		}
	}
	if (quote)
		usage_error("'@%s': unterminated quote", path);
	if (any)
		add_arg(out, word.s ? arena_printf("%s", word.s) : "", depth);
}

void
options_parse(Options *o, int argc, char **argv)
{
	Cmd all = {0};
	const LowerOptions passes = LOWER_OPTIONS_DEFAULT;

	o->lower = passes;
	/* omp2cuda++ (or any name ending in ++) is the C++ driver, as clang++ */
	o->cxx_driver = ends_with(argv[0], "++");
	cmd_arg(&all, argv[0]);
	for (int i = 1; i < argc; i++)
		add_arg(&all, argv[i], 0);
	argc = (int)all.n;
	argv = (char **)all.argv;
	for (int i = 1; i < argc; i++) {
		if (argv[i][0] == '-' && argv[i][1])
			parse_flag(o, argc, argv, &i);
		else
			add_input(o, argv[i]);
	}
	if (!o->nsources && !o->nobjects && o->verbose) { /* gcc -v: its version, to stderr */
		fprintf(stderr, "%s\n", version_line);
		exit(0);
	}
	if (!o->nsources && !o->nobjects)
		usage_error("%s", "no input files");
	check_std(o);
	if (o->offload_note)
		fprintf(stderr, "omp2cuda: note: '%s' is taken as omp2cuda's own target: CUDA on "
		        "NVIDIA GPUs (--offload-arch, default sm_90)\n", o->offload_note);
	if (o->cuda_path && access(arena_printf("%s/bin/nvcc", o->cuda_path), X_OK))
		usage_error("--cuda-path: no bin/nvcc in '%s'", o->cuda_path);
	if (o->dump_after && strcmp(o->dump_after, "frontend") && strcmp(o->dump_after, "lower"))
		usage_error("--dump-after: unknown stage '%s' (frontend, lower)", o->dump_after);
	if (!o->narchs)
		add_archs(o, "sm_90");
	if (o->emit_cuda && o->emit_host)
		usage_error("%s", "--emit-cuda and --emit-host cannot be combined");
	for (int i = 0; i < o->nsources; i++)
		if (!strcmp(o->sources[i], "-") && !o->preprocess_only)
			usage_error("%s", "'-' (standard input) needs -E");
	if ((o->emit_cuda || o->emit_host || o->dump_after || o->compile_only || o->assemble_only ||
	     o->preprocess_only) && o->output && o->nsources > 1)
		usage_error("%s", "-o cannot name one output for several sources");
	if ((o->emit_cuda || o->emit_host || o->dump_after || o->explain) && !o->nsources)
		usage_error("%s", "--emit-cuda, --emit-host, --dump-after and --explain need a .c "
		                  "source");
	check_output(o);
}
