/* The omp2cuda driver: gcc/clang-style options, temporary files and the
 * commands it runs (nvcc for the kernels, the host C compiler for the
 * rest and for linking). */
#ifndef O2C_DRIVER_H
#define O2C_DRIVER_H

#include "plan.h"
#include "support.h"

typedef struct Options {
	const char **sources;     /* .c and C++ files to translate */
	int nsources;
	unsigned char *source_cxx; /* per source: 1 when it is compiled as C++ */
	int cxx_driver;           /* run as omp2cuda++: .c files are C++, the link is C++'s */
	const char **objects;     /* .o .a .so files for the link */
	int nobjects;
	const char **cflags;      /* -I -D -U -iquote ...: libclang, nvcc and cc */
	int ncflags;
	const char *std;          /* -std=<C>: libclang and cc, not nvcc (it compiles C++) */
	const char *std_cxx;      /* -std=<C++>: libclang and c++ for C++ sources; nvcc too
	                             from c++17 on (its own default) */
	const char **hostflags;   /* -O -g -W -f...: cc only */
	int nhostflags;
	const char **warnflags;   /* -W<w> -w -pedantic...: also the front end, whose clang
	                             warnings are the only ones shown (generated files are
	                             compiled with -w) */
	int nwarnflags;
	const char **ldflags;     /* -l -L: the link */
	int nldflags;
	const char *output;       /* -o */
	const char **archs;       /* --offload-arch: sm_NN[a|f], default sm_90 */
	int narchs;
	const char *dump_after;   /* --dump-after=frontend|lower */
	int explain;              /* --explain */
	int compile_only;         /* -c */
	int assemble_only;        /* -S: the host assembly, kernels embedded */
	int lto;                  /* -flto (the last of -flto and -fno-lto): the fatbin as a C array */
	int preprocess_only;      /* -E, or -M/-MM, which imply it */
	int lang;                 /* -x: 0 none (by the name), 'c' C, '+' C++ */
	const char *offload_note; /* a foreign offload flag mapped to omp2cuda's target */
	const char **ppflags;     /* -dM -dD -P -C: the preprocessor of -E */
	int nppflags;
	const char **depflags;    /* -M -MM -MD -MMD -MF -MT -MQ -MP -MG, as given */
	int ndepflags;
	const char *dep_compile;  /* -MD or -MMD: "-M" or "-MM" */
	const char *dep_file;     /* -MF */
	int dep_target;           /* -MT or -MQ given */
	int emit_cuda;            /* --emit-cuda */
	int emit_host;            /* --emit-host */
	const char *pic;          /* -fPIC or -fpic: also nvcc's -Xcompiler */
	int shared;               /* -shared: link a shared library */
	int host_only;            /* -foffload=disable: no device code, no nvcc */
	const char *cuda_path;    /* --cuda-path: the CUDA toolkit whose nvcc builds */
	const char **ptxas;       /* -Xcuda-ptxas: options to ptxas (nvcc -Xptxas) */
	int nptxas;
	int save_temps;
	int verbose;              /* -v */
	int jobs;                 /* -j<N>: nvcc processes at once, beside the host
	                             compile unless 1; 0 unless given (jobs.c) */
	int profile;              /* --profile: the program profiles by default */
	int device_assert;        /* -fdevice-assert: keep assert in kernels */
	int no_launch_divisors;   /* -fno-launch-divisors: kernels divide as written
	                             by what the host knows at launch
	                             (Unit.launch_divisors) */
	int no_loop_divisors;     /* -fno-loop-divisors: device functions divide
	                             as written by what a loop does not change
	                             (Unit.loop_divisors) */
	int no_constant_arrays;   /* -fno-constant-arrays: device code's constant
	                             arrays stay automatic (Unit.static_arrays) */
	int fast_math;            /* -ffast-math or -Ofast, unless a later -fno-fast-math:
	                             the kernels too (nvcc --use_fast_math) */
	int no_contract;          /* -ffp-contract=off, unless a later =on or =fast: the
	                             kernels' a * b + c rounds twice (nvcc -fmad=false) */
	int rdc;                  /* -fgpu-rdc: every file relocatable device code */
	LowerOptions lower;       /* -f[no-]provenance, const, ldg, restrict, signed-loop,
	                             spread-small-loops, stage-rows:
	                             lower_unit's switches */
	const char *tune_file;    /* -ftune-file= */
	Tune *tunes;              /* its lines (tune.c) */
	int ntunes;
} Options;

/* options.c: parse argv; exits with status 2 on bad usage. */
void options_parse(Options *o, int argc, char **argv);
/* Does the program link as C++: a C++ source, or omp2cuda++? */
int options_links_cxx(const Options *o);
/* Is source src (one of o->sources) C++? */
int options_is_cxx(const Options *o, const char *src);

/* A command line being built. */
typedef struct Cmd {
	const char **argv;
	size_t n, cap;
} Cmd;

/* tune.c: read o->tune_file into o->tunes (exit status 1 when it cannot
 * be read; bad lines are warnings); warn about its lines that name a file
 * of unit u but no kernel region in it, and, once every source is
 * compiled, about lines that name no source of the program. */
void tune_read(Options *o);
void tune_check_unit(const Options *o, const Unit *u);
void tune_check_program(const Options *o);

/* preprocess.c */
int preprocess_source(const Options *o, const char *src);
int write_depfile(const Options *o, const char *src, const char *target);

/* run.c */
void cmd_arg(Cmd *c, const char *a);
void cmd_args(Cmd *c, const char *const *list, int n);
int cmd_run(const Options *o, Cmd *c);
const char *env_or(const char *name, const char *fallback);
const char *host_compiler(int cxx);
const char *host_std(const Options *o, int cxx);
int run_command(const Options *o, const char *const *argv);
int run_command_log(const Options *o, const char *const *argv, const char *log);
int run_command_status(const Options *o, const char *const *argv, const char *log);
long spawn_command(const Options *o, const char *const *argv, const char *log);

/* diagnose.c: nvcc or the host compiler on a generated file (gen, made
 * from the user's src), its messages about generated code told as
 * omp2cuda's internal errors at the user's construct; nonzero when it
 * failed.  host_checks: the front end left some of clang's errors in
 * src to the host compiler (Unit.host_checks), so its failure with
 * messages only on the user's lines is the user's error. */
int run_on_generated(const Options *o, Cmd *c, const char *gen, const char *src, int host_checks);
/* The same in two steps, for tools that run at the same time (jobs.c):
 * start it (its process id, or -1), and, once it ended with status,
 * tell its messages. */
long start_on_generated(const Options *o, Cmd *c, const char *gen);
int finish_on_generated(const Options *o, const Cmd *c, const char *gen, const char *src,
                        int status, int host_checks);
int write_output(const char *path, const char *data, size_t len);
int write_no_fatbin_header(const char *header);
int write_fatbin_header(const char *const *fatbins, int n, const char *header, int as_array,
                        int rdc);
const char *runtime_dir(const char *sub);
const char *nvcc_path(const Options *o);

/* rejected.c: when a line of a failed tool's message (lines, or text)
 * names one of the user's flags, say so (the flag and the tool) and
 * return 1; 0 when none does. */
int report_rejected_flag(const Options *o, const char *tool, const char *const *lines, size_t n);
int report_rejected_flag_text(const Options *o, const char *tool, const char *text);

/* jobs.c: how many nvcc processes may run at once (-j); run the n
 * jobs, at most max at once, each one's messages told as it ends:
 * nonzero when one failed. */
typedef struct Job {
	Cmd cmd;
	const char *gen; /* the generated file it compiles */
	const char *src; /* the user's source it came from */
	long pid;        /* while it runs */
	int host_checks; /* the host compile of a source whose errors the
	                    front end left to it (Unit.host_checks) */
} Job;
int jobs_count(const Options *o);
int jobs_run(const Options *o, Job *jobs, int n, int max);

/* rdc.c: the device link of relocatable device code; *reg_c the
 * registration file of its image, or NULL when no input has any. */
int rdc_link(const Options *o, const char **objs, int nobjs, const char **reg_c);
const char *temp_dir(const Options *o);
void temp_cleanup(void);
void temp_track(const char *path);

#endif
