/* A translation unit as the front end gives it to lowering: its regions,
 * the declarations and macros device code needs, the edits of device
 * code, the host compiler's view, and the front end's entry points.
 * Part of the Region IR: region.h includes it after the Region.
 */
#ifndef O2C_UNIT_H
#define O2C_UNIT_H

/* A declare target directive, or a requires directive of
 * unified_shared_memory or unified_address (which the runtime does, not
 * the host compiler), which the host file keeps as a comment: its
 * '#pragma' line, or the _Pragma operator or macro invocation that gives
 * it, begin to end. */
typedef struct DeclareTarget {
	unsigned begin, end;
	const char *pragma;   /* the directive as a '#pragma' line */
	const char *text;     /* NULL: the host file has the directive as a
	                         comment; else the text that replaces
	                         [begin, end) there (frontend/dispatch.c) */
} DeclareTarget;

/* A top-level declaration of the file that device code needs: a type
 * (struct, union, typedef) or a function compiled for the device. */
typedef struct DeviceDecl {
	unsigned at;          /* offset in the file: decls are in source order */
	Loc loc;
	const char *text;     /* as written, with its ';' */
	int function;         /* a function definition or prototype */
	int external;         /* a function of external linkage */
	int cxx_linkage;      /* then: of C++ language linkage (its symbol is
	                         mangled), which the .cu keeps; else extern "C" */
	int template_fn;      /* a function template or its explicit
	                         specialization: an edit marks it __device__
	                         past its template heads (cxx_calls.c) */
	const Var *global;    /* a declare target variable: text is its
	                         __device__ definition (of a link variable,
	                         the declaration of its o2c_link_ pointer) */
	const Var **links;    /* a function definition: the declare target
	                         link variables it names */
	int nlinks;
	size_t cap_links;
	unsigned body;        /* then: the offset in text just past the '{'
	                         of its body, where their references go */
	int local;            /* a type declared inside a function, renamed
	                         (frontend/locals.c): the host file declares
	                         it too, before that function's fallbacks */
	unsigned func;        /* then: the function's offset (Region.src.func_begin) */
	int templated;        /* then: declared in a function template, the
	                         template's text, which names its parameters:
	                         in each instance's namespace (emit_instance.c) */
	const char *ns_open;  /* C++: the namespaces that hold it, or NULL */
	const char *ns_close; /* (frontend/cxx_scopes.c) */
	const char *header;   /* a C++ constant a user's header declares: left out
	                         where the .cu file includes it (cxx_constants.c) */
	unsigned head;        /* a function template: the offset in text past
	                         its template header, where __device__ goes */
} DeviceDecl;

/* A change to the user's text in the .cu file's copy of device code,
 * which keeps C's meaning in CUDA C++ (frontend/cxx.c); the host file
 * keeps the text as written, but for the edits the host fallbacks make
 * too (Edit.host).  Either [begin, end) becomes text, or open
 * and close go around it.  A copy of a piece of the text applies the
 * edits that lie wholly inside the piece; but a statement's wrap
 * (Edit.wrap) is printed by whatever prints the statement, in one piece
 * or in several (frontend/edits.c, edits_wrap). */
typedef struct Edit {
	unsigned begin, end;
	const char *text;     /* replaces [begin, end), or NULL */
	const char *open;     /* else: inserted at begin */
	const char *close;    /* and at end */
	int seq;              /* order made: an outer expression's first */
	int host;             /* the host fallbacks make it too: the name of
	                         a type declared inside a function, which
	                         both name by its file-scope copy */
	const char *host_text; /* with host: the host fallbacks' replacement
	                         where it differs (a declare variant call) */
	const char *opt;      /* an optimization's edit, not C's meaning, made
	                         only where Unit.static_arrays: what --explain
	                         says of it (frontend/const_arrays.c) */
	int wrap;             /* open and close go around a statement: before
	                         its first character and after its last */
	int divisor;          /* a division by a Divisor, made only where
	                         Unit.launch_divisors (frontend/divisors.c) */
	const char *loop_divisor; /* non-NULL: a division by a value its loop
	                         does not change (""), or the loop's wrap that
	                         computes the inverse (what --explain says of
	                         it), made only where Unit.loop_divisors
	                         (frontend/loop_divisors.c) */
} Edit;

/* A data member that is not public, named through `this` in a region of
 * a member function defined outside its class: the kernels and the host
 * fallback, outside the class, name it through a pointer to member that
 * an explicit instantiation takes (access is not checked there: C++11
 * [temp.explicit]p12), `(o2c_this->*o2c_member(o2c_access_<index>()))`
 * (codegen/emit_access.c prints the declarations). */
typedef struct AccessTag {
	const char *cls;      /* the class, as code outside it names it */
	const char *member;
	const char *type;     /* the member's type, canonical */
	unsigned func;        /* RegionText.func_begin of the first region
	                         that names it: the host file declares the
	                         tag before that function */
} AccessTag;

/* A lambda the host file wraps (Unit.wraps): its closure type becomes
 * o2c_lambda<id, L> (omp2cuda_rt.h), which a template's host code tells
 * from other types. */
typedef struct HostWrap {
	unsigned begin, end;  /* the lambda expression */
	unsigned id;          /* its offset in the file */
	long long size, align; /* of its closure type, as clang lays it out */
	const char *open, *close; /* else the text around a host loop that
	                          batches a reduction region or runs stencil
	                          steps (frontend/batches.c, steps.c): a block
	                          holding their state */
	const Region *region; /* that region: codegen prints the block only
	                          where its plan has a batch or steps kernel */
} HostWrap;

/* Where a #line directive of the text puts the lines after it: from
 * offset at on, line `line` of `file` (C11 6.10.4). */
typedef struct LineMark {
	unsigned at;
	const char *file;
	unsigned line;
} LineMark;

typedef struct HostMacro {
	const char *name;         /* "F" of "#define F(x) x" */
	const char *head;         /* "F(x)": the name and its parameters */
	const char *body;         /* "x" */
} HostMacro;

typedef struct HostView {
	const char *cc;           /* the host compiler asked */
	HostMacro *macros;        /* as `cc -dM -E` lists them */
	int nmacros;
	const char **dirs;        /* its #include <...> directories, in order,
	                             without its own (the one with stddef.h) */
	int ndirs;
	const char *omp_h;        /* <omp.h> of its own directory, or NULL */
	const char *omp_extra;    /* the runtime's omp2cuda_omp.h, read after
	                             omp_h, or NULL */
	int cxx;                  /* asked as a C++ compiler (-x c++) */
	const char *const *flags; /* the flags it was asked with */
	int nflags;
	int f16_method;           /* frontend_host_f16_method: 0 not asked yet */
} HostView;

/* A private or firstprivate item v that construct r, nested in a kernel
 * region, names in its code. */
typedef struct PrivateUse {
	const Region *r;
	const Var *v;
} PrivateUse;

typedef struct Unit {
	const char *path;     /* the source as named on the command line */
	const char *stem;     /* basename without .c, as an identifier */
	const char *src;      /* its text: the file's, or with its included
	                         files that hold target directives in place
	                         (frontend/included.c) and macro invocations
	                         expanded (frontend/expand.c) */
	size_t len;
	const HostView *host; /* what the host compiler sees (host_view.c) */
	int cxx;              /* a C++ source: the host file is C++ */
	int host_checks;      /* clang's errors in templates the front end
	                         leaves to the host compiler (tu.c) */
	LineMark *marks;      /* the text's #line directives, in order */
	int nmarks;
	const char **quote_dirs; /* directories of the files put in the text,
	                         where their #include "..." look (-iquote) */
	int nquote_dirs;
	Region **regions;     /* every region, in source order */
	int nregions;
	const char **includes;  /* system headers the source includes */
	int nincludes;
	const char **macros;    /* definitions the regions use, in order */
	unsigned *macro_at;     /* where each is defined */
	int nmacros;
	struct FileMacro {
		unsigned at;
		const char *name, *text;
	} *file_macros;         /* the main file's #defines and #undefs (text
	                           NULL), in order: those inside a function
	                           are in force in the host fallbacks of its
	                           regions (emit_host.c) */
	int nfile_macros;
	struct RegionMacro {
		int region;         /* its index in regions */
		const char *name, *text; /* text: "NAME(x) body", as after #define */
	} *region_macros;       /* macros device code uses that the file #undefs
	                           or defines twice: each kernel region's
	                           definition in force, which the .cu file
	                           defines around its kernels only */
	int nregion_macros;
	const char **changing;  /* those macros' names: the .cu file's headers
	                           see them as the source's do, the kernels
	                           only as region_macros says */
	int nchanging;
	const HostMacro **host_macros; /* the host compiler's macros device code
	                         names, which nvcc must define as it does */
	int nhost_macros;
	const char **headers;   /* the user's own headers that declare types */
	unsigned *header_at;    /* each one's #include line in the main file,
	                           or ~0u where not known */
	int nheaders;
	DeviceDecl *decls;      /* types and functions device code uses */
	int ndecls;
	DeclareTarget *declare_target; /* in source order, with the declare
	                                  mapper directives */
	int ndeclare_target;
	Atomic *compares;       /* atomic compare constructs of host code and
	                           its read-modify-write captures (Atomic.rmw),
	                           in source order: the host file writes them out */
	int ncompares;
	Atomic *fn_atomics;     /* atomic constructs of the functions compiled
	                           for the device, in source order (frontend/
	                           atomics.c): their .cu copies perform them */
	int nfn_atomics;
	const DeclaredReduction **udrs; /* the declared reductions kernels use,
	                           each once, in the order kernels first name
	                           them (frontend/declare_reductions.c) */
	int nudrs;
	int rdc;                /* relocatable device code (frontend/rdc.c): nvcc -rdc=true,
	                           kernels in the program's device-linked image */
	int rdc_uses;           /* device code uses a declare target function or
	                           variable another file defines */
	int device_api;         /* device code calls omp_is_initial_device or omp_get_device_num */
	int vcheck;             /* device code checks virtual calls where they run
	                           (cxx_virtual.c): the module holds the host images'
	                           table (omp2cuda_device.h's O2C_VCHECK) */
	const char *deep_stack; /* why calls in device code nest deeper than
	                           ptxas can bound: a function "recurses" (calls
	                           itself, through others too) or "has its
	                           address taken" (any function may call it);
	                           NULL for neither (frontend/devfuncs.c) */
	Loc deep_stack_loc;     /* that function's definition */
	const Var **globals;    /* declare target variables, in source order */
	int nglobals;
	PrivateUse *private_uses; /* the private and firstprivate items each
	                             construct nested in a kernel region names
	                             in its code (frontend/private_uses.c) */
	int nprivate_uses;
	VarRef *addr_refs;      /* uses of use_device_addr variables in their
	                           target data construct's body (OpenMP 5.2
	                           5.4.10): the host file names the device copy */
	int naddr_refs;
	struct HostWrap *wraps; /* lambdas passed to templates with target
	                           regions (frontend/cxx_closures.c): the host
	                           file wraps each in o2c_lambda_of<id>(...),
	                           by begin */
	int nwraps;
	Edit *edits;            /* of device code, by begin */
	int nedits;
	struct AccessTag *access_tags; /* data members not public that regions of
	                           member functions defined outside their class
	                           name through `this` (frontend/cxx_this.c) */
	int naccess_tags;
	unsigned *hidden;       /* begin, end pairs, by begin: the text the
	                           preprocessor keeps from the compiler, the
	                           conditional directive lines and the groups
	                           they skip (frontend/conditionals.c), which
	                           copies of the file's code leave out */
	int nhidden;
	const char **renames;   /* names of the file's declarations that
	                           CUDA C++ declares too (frontend/
	                           cuda_names.c): the .cu file renames them */
	int nrenames;
	const char **rename_calls; /* of those, C++ functions that the C
	                           library declares too (sincos beside the
	                           program's overload): the .cu file forwards
	                           to the library's the calls that the
	                           program's overloads do not take */
	int nrename_calls;
	const char **keywords;  /* C++ keywords the file's device code uses as
	                           names (frontend/captures.c): the .cu file
	                           renames them after every header */
	int nkeywords;
	int requires;           /* O2C_REQUIRES_* of its requires directives:
	                           1 unified_shared_memory, 2 unified_address
	                           (frontend/parse.c, runtime/usm.c) */
	int swap_ops;           /* device code calls std::swap where it is not
	                           constexpr: the .cu file includes omp2cuda_swap.h */
	int complex_ops;        /* device code computes on std::complex: the .cu
	                           file includes omp2cuda_complex.h (cxx_complex.c) */
	int ccomplex;           /* device code of a C file computes on C's complex
	                           types: the .cu file includes
	                           omp2cuda_ccomplex.h (frontend/complex.c) */
	int launch_divisors;    /* the .cu file makes the edits of Edit.divisor,
	                           its kernels take the regions' divisors
	                           (-fno-launch-divisors: 0) */
	int loop_divisors;      /* the .cu file makes the edits of
	                           Edit.loop_divisor (-fno-loop-divisors: 0) */
	int static_arrays;      /* the .cu file makes the edits of Edit.opt:
	                           constant arrays static (the driver's
	                           -f[no-]constant-arrays; on by default) */
	int half;               /* device code has _Float16 values: the .cu file
	                           includes omp2cuda_f16.h and names it o2c_f16;
	                           HALF_* once the host compiler is asked
	                           (frontend_host_f16_method) */
	Loc half_loc;           /* the first of them */
	int vlas;               /* device code declares variable-length arrays:
	                           the .cu file includes omp2cuda_vla.h
	                           (frontend/vla_locals.c) */
	Loc device_heap;        /* the first malloc, free, new or delete in
	                           device code (line 0: none), which
	                           unified_shared_memory refuses (parse.c) */
} Unit;

/* The file and line of offset at of the unit's text, as the compilers
 * see it (its #line directives followed), and where that line starts. */
static inline void
unit_line(const Unit *u, unsigned at, const char **file, unsigned *line, unsigned *start)
{
	unsigned from = 0;

	*file = u->path;
	*line = 1;
	for (int i = 0; i < u->nmarks && u->marks[i].at <= at; i++) {
		from = u->marks[i].at;
		*file = u->marks[i].file;
		*line = u->marks[i].line;
	}
	*start = from;
	for (unsigned i = from; i < at; i++)
		if (u->src[i] == '\n') {
			(*line)++;
			*start = i + 1;
		}
}

/* What the host compiler sees before a file's first line: its predefined
 * macros and its system include directories (frontend/host_view.c). */
/* frontend/host_view.c: ask the host compiler cc, with the flags that
 * change its macros (-std= -O -D -U -m -f ...), what it predefines and
 * where it searches; NULL after a message, or, when cc ran and failed and
 * failed is not NULL, with no message and its stderr in *failed (the
 * caller's to tell: often a flag cc rejects). */
HostView *frontend_host_view(const char *cc, int cxx, const char *const *flags, int nflags,
                             const char **failed);
/* The value host macro name has, or NULL when it has none. */
const HostMacro *frontend_host_macro(const HostView *h, const char *name);
/* How the host compiler computes an operation of two _Float16 values:
 * HALF_ROUNDED, each operation rounded to _Float16 (g++); HALF_EXCESS,
 * its float value kept until stored (gcc's C); HALF_OTHER, neither (clang
 * rounds a whole expression's float value once).  Asked of it once, with
 * the flags of the view. */
enum { HALF_USED = 1, HALF_ROUNDED, HALF_EXCESS, HALF_OTHER };
int frontend_host_f16_method(HostView *h);

/* frontend/parse.c: parse a C file with the user's compiler flags, the
 * macros and directories of host (a HostView); NULL after printing
 * diagnostics. */
/* rdc: -fgpu-rdc, every file relocatable device code (frontend/rdc.c) */
Unit *frontend_parse(const char *path, const char *const *flags, int nflags, int rdc,
                     const HostView *host);
/* frontend/verify.c: check the Region IR's invariants. */
void frontend_verify(const Unit *u);
/* frontend/dump.c: the IR in a stable text form (--dump-after=frontend). */
void frontend_dump(const Unit *u, Buf *out);

#endif
