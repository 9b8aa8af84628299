/* The preprocessor runs of the driver: -E and -M/-MM, which print or
 * write what the host compiler's preprocessor makes of the user's source,
 * and -MD/-MMD, which write a dependency file beside a compile.  Each
 * runs the host compiler on the user's own source, with the user's -I -D
 * -U -std= and host flags: the headers it lists are those the source
 * includes, the ones only kernels use among them, and never the files
 * omp2cuda generates. */
#include <string.h>

#include "driver.h"

/* The host compiler's preprocessor on src, with the flags that decide
 * what it includes: -fopenmp (_OPENMP), the host flags (-O2 defines
 * __OPTIMIZE__, -march its own macros), then -I -D -U and -std=. */
static void
preprocessor(const Options *o, Cmd *c, const char *src)
{
	int cxx = options_is_cxx(o, src);

	cmd_arg(c, host_compiler(cxx));
	cmd_arg(c, "-fopenmp");
	cmd_args(c, o->hostflags, o->nhostflags);
	cmd_args(c, o->cflags, o->ncflags);
	if (host_std(o, cxx))
		cmd_arg(c, host_std(o, cxx));
}

/* -x c or -x c++ then src. */
static void
source_arg(const Options *o, Cmd *c, const char *src)
{
	cmd_arg(c, "-x");
	cmd_arg(c, options_is_cxx(o, src) ? "c++" : "c");
	cmd_arg(c, src);
}

/* -E (or -M, -MM): the output goes to -o, else to stdout, and the
 * dependency flags mean what they mean to gcc -E. */
int
preprocess_source(const Options *o, const char *src)
{
	Cmd c = {0};

	preprocessor(o, &c, src);
	cmd_arg(&c, "-E");
	cmd_args(&c, o->ppflags, o->nppflags);
	cmd_args(&c, o->depflags, o->ndepflags);
	if (o->output) {
		cmd_arg(&c, "-o");
		cmd_arg(&c, o->output);
	}
	source_arg(o, &c, src);
	return cmd_run(o, &c);
}

/* -MD's file, as gcc names it: -MF, else the output of -c or -S with .d
 * for its suffix, else the source's base name with .d. */
static const char *
depfile_name(const Options *o, const char *src)
{
	const char *base, *dot, *name = o->output;

	if (o->dep_file)
		return o->dep_file;
	if (!name || !(o->compile_only || o->assemble_only))
		name = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
	base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
	dot = strrchr(base, '.');
	return arena_printf("%.*s.d", (int)(dot ? dot - name : (long)strlen(name)), name);
}

/* -MD or -MMD beside a compile: -M (or -MM) with -MF, the user's -MT -MQ
 * -MP -MG, and the object the user asked for as the target when no -MT
 * or -MQ names one. */
int
write_depfile(const Options *o, const char *src, const char *target)
{
	Cmd c = {0};

	preprocessor(o, &c, src);
	cmd_arg(&c, o->dep_compile);
	cmd_arg(&c, "-MF");
	cmd_arg(&c, depfile_name(o, src));
	for (int i = 0; i < o->ndepflags; i++) {
		const char *f = o->depflags[i];
		if (!strcmp(f, "-MF"))
			i++;
		else if (strcmp(f, "-MD") && strcmp(f, "-MMD"))
			cmd_arg(&c, f);
	}
	if (!o->dep_target) {
		cmd_arg(&c, "-MQ");
		cmd_arg(&c, target);
	}
	source_arg(o, &c, src);
	return cmd_run(o, &c);
}
