/* The device link of relocatable device code (frontend/rdc.c).
 *
 * A file compiled as relocatable device code carries nvcc's relocatable
 * fatbin in its object's section .o2c_rdc (run.c).  Before the host
 * link, the driver reads that section from every object on the link
 * line and from every member of every static library there (named as a
 * file, or as -l<name> found in the -L directories as lib<name>.a
 * before any lib<name>.so, as the linker looks; a shared library has
 * done its own device link), links them with nvcc -dlink into one
 * fatbin of SASS for each --offload-arch (nvlink links machine code: the
 * image has no PTX, and runs only on those architectures), and writes a
 * C file that defines o2c_linked_image, the O2cModule of that image,
 * which each relocatable unit's module points to (codegen/emit_host.c)
 * and the runtime loads once per device.  The link uses every library
 * member that has device code, whether the host link takes the member
 * or not.  A program without relocatable device code runs no command
 * here, and links as before.
 *
 * nvlink's errors name its input files: an undefined or twice defined
 * symbol is reported with the object (or library member) it came from.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* One input's relocatable device code: where the link reads it, and
 * what messages call it. */
typedef struct Piece {
	const char *fatbin;
	const char *label;
} Piece;

typedef struct Pieces {
	Piece *v;
	size_t n, cap;
	const Options *o;
	int error;
} Pieces;

static uint64_t
get(const unsigned char *p, int bytes)
{
	uint64_t v = 0;

	for (int i = bytes - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

static unsigned char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	unsigned char *s = NULL;
	long n;

	if (!f)
		return NULL;
	if (!fseek(f, 0, SEEK_END) && (n = ftell(f)) >= 0 && !fseek(f, 0, SEEK_SET) &&
	    (s = malloc((size_t)n + 1)) && fread(s, 1, (size_t)n, f) == (size_t)n)
		*len = (size_t)n;
	else {
		free(s);
		s = NULL;
	}
	fclose(f);
	return s;
}

/* The .o2c_rdc section of a 64-bit little-endian ELF relocatable object,
 * written to a file of its own; nothing for any other file. */
static void
from_elf(Pieces *ps, const unsigned char *p, size_t len, const char *label)
{
	uint64_t shoff, shent, shnum, strndx, stroff;

	if (len < 64 || memcmp(p, "\177ELF\2\1", 6) || get(p + 16, 2) != 1 /* ET_REL */)
		return;
	shoff = get(p + 0x28, 8), shent = get(p + 0x3A, 2), shnum = get(p + 0x3C, 2);
	strndx = get(p + 0x3E, 2);
	if (shent < 64 || strndx >= shnum || shoff > len || shnum * shent > len - shoff)
		return;
	stroff = get(p + shoff + strndx * shent + 0x18, 8);
	for (uint64_t i = 0; i < shnum; i++) {
		const unsigned char *sh = p + shoff + i * shent;
		uint64_t name = get(sh, 4), off = get(sh + 0x18, 8), size = get(sh + 0x20, 8);
		if (stroff + name + sizeof ".o2c_rdc" > len ||
		    memcmp(p + stroff + name, ".o2c_rdc", sizeof ".o2c_rdc") || get(sh + 4, 4) == 8 ||
		    off > len || size > len - off || !size)
			continue;
		const char *out = arena_printf("%s/o2c_rdc.%zu.fatbin", temp_dir(ps->o), ps->n);
		if (write_output(out, (const char *)p + off, size)) {
			ps->error = 1;
			return;
		}
		VEC_PUSH(ps->v, ps->n, ps->cap, ((Piece){out, label}));
	}
}

/* Each member of a static library (the System V / GNU format). */
static void
from_archive(Pieces *ps, const unsigned char *p, size_t len, const char *path)
{
	const unsigned char *names = NULL;
	size_t at = 8, nnames = 0;

	while (at + 60 <= len) {
		const unsigned char *h = p + at;
		char name[17], size_s[11];
		size_t size;
		memcpy(name, h, 16), name[16] = 0;
		memcpy(size_s, h + 48, 10), size_s[10] = 0;
		size = (size_t)strtoull(size_s, NULL, 10);
		at += 60;
		if (size > len - at)
			return;
		if (!strncmp(name, "// ", 3)) {
			names = p + at, nnames = size;
		} else if (name[0] != '/' || (name[1] >= '0' && name[1] <= '9')) {
			size_t k = 0, off;
			const char *member;
			if (name[0] == '/') { /* /N: at N in the long names */
				off = (size_t)strtoull(name + 1, NULL, 10);
				while (names && off + k < nnames && names[off + k] != '/' &&
				       names[off + k] != '\n')
					k++;
				member = names && off < nnames ? arena_strndup((const char *)names + off, k)
				                               : "?";
			} else {
				member = arena_strndup(name, strcspn(name, "/ "));
			}
			from_elf(ps, p + at, size, arena_printf("%s(%s)", path, member));
		}
		at += size + (size & 1);
	}
}

static void
from_file(Pieces *ps, const char *path, const char *label)
{
	size_t len = 0;
	unsigned char *p = slurp(path, &len);

	if (!p)
		return; /* the host link reports a missing input */
	if (len >= 8 && !memcmp(p, "!<arch>\n", 8))
		from_archive(ps, p, len, label);
	else
		from_elf(ps, p, len, label);
	free(p);
}

static int
readable(const char *path)
{
	FILE *f = fopen(path, "rb");

	if (f)
		fclose(f);
	return f != NULL;
}

/* -l<name>: lib<name>.a of the first -L directory that has it or
 * lib<name>.so (a shared library links its own); -l:<file> as named. */
static void
from_lib(Pieces *ps, const char *name)
{
	const Options *o = ps->o;

	for (int i = 0; i < o->nldflags; i++) {
		const char *dir = o->ldflags[i] + 2, *a;
		if (strncmp(o->ldflags[i], "-L", 2))
			continue;
		if (name[0] == ':') {
			if (readable(a = arena_printf("%s/%s", dir, name + 1))) {
				from_file(ps, a, a);
				return;
			}
			continue;
		}
		if (readable(arena_printf("%s/lib%s.so", dir, name)))
			return;
		if (readable(a = arena_printf("%s/lib%s.a", dir, name))) {
			from_file(ps, a, a);
			return;
		}
	}
}

/* nvlink's messages with its input files named as the user knows them:
 * "nvlink error   : Undefined reference to 'f' in '<file>'". */
static void
report(const Pieces *ps, const char *log)
{
	size_t len = 0;
	char *text = (char *)slurp(log, &len), *line, *save = NULL;

	if (!text)
		return;
	text[len] = 0;
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char sym[256], file[4096], first[4096];
		const char *a = NULL, *b = NULL;
		int undefined = sscanf(line, "nvlink error : Undefined reference to '%255[^']' in "
		                       "'%4095[^']'", sym, file) == 2;
		int twice = !undefined &&
		            sscanf(line, "nvlink error : Multiple definition of '%255[^']' in "
		                   "'%4095[^']', first defined in '%4095[^']'", sym, file, first) == 3;
		for (size_t i = 0; i < ps->n; i++) {
			if (!strcmp(ps->v[i].fatbin, file))
				a = ps->v[i].label;
			if (twice && !strcmp(ps->v[i].fatbin, first))
				b = ps->v[i].label;
		}
		if (undefined && a)
			fprintf(stderr, "omp2cuda: error: device link: '%s' is used by the device code of "
			        "%s, but no input defines it in device code (define it in a 'declare "
			        "target' block of a file of the program, and link that file's object or "
			        "library; a file with target regions of its own that defines it needs "
			        "-fgpu-rdc)\n", sym, a);
		else if (twice && a && b)
			fprintf(stderr, "omp2cuda: error: device link: '%s' is defined by the device code "
			        "of both %s and %s (file-scope static declare target variables, and "
			        "kernels of files with the same name, are external names in relocatable "
			        "device code: rename one)\n", sym, b, a);
		else if (strncmp(line, "nvlink fatal", 12))
			fprintf(stderr, "%s\n", line);
	}
	free(text);
}

/* nvcc -dlink: the inputs' relocatable fatbins to one loadable fatbin. */
static int
device_link(const Pieces *ps, const char *out)
{
	const Options *o = ps->o;
	const char *log = arena_printf("%s/o2c_dlink.log", temp_dir(o));
	Cmd c = {0};

	cmd_arg(&c, nvcc_path(o));
	cmd_arg(&c, "-dlink");
	cmd_arg(&c, "-fatbin");
	for (int i = 0; i < o->narchs; i++) {
		const char *sm = o->archs[i] + 3;
		cmd_arg(&c, arena_printf("-gencode=arch=compute_%s,code=sm_%s", sm, sm));
	}
	cmd_arg(&c, "-o");
	cmd_arg(&c, out);
	for (size_t i = 0; i < ps->n; i++)
		cmd_arg(&c, ps->v[i].fatbin);
	cmd_arg(&c, NULL);
	temp_track(log);
	if (run_command_log(o, c.argv, log)) {
		report(ps, log);
		fprintf(stderr, "omp2cuda: error: the device link of %s failed\n",
		        o->output ? o->output : "a.out");
		return 1;
	}
	return 0;
}

int
rdc_link(const Options *o, const char **objs, int nobjs, const char **reg_c)
{
	Pieces ps = {0};
	const char *dir, *fatbin, *header;
	Buf b = {0};

	*reg_c = NULL;
	ps.o = o;
	for (int i = 0; i < nobjs; i++)
		from_file(&ps, objs[i], objs[i]);
	for (int i = 0; i < o->nobjects; i++)
		from_file(&ps, o->objects[i], o->objects[i]);
	for (int i = 0; i < o->nldflags; i++)
		if (!strncmp(o->ldflags[i], "-l", 2))
			from_lib(&ps, o->ldflags[i] + 2);
	if (ps.error)
		return 1;
	if (!ps.n)
		return 0;
	dir = temp_dir(o);
	fatbin = arena_printf("%s/o2c_dlink.fatbin", dir);
	header = arena_printf("%s/o2c_dlink.fatbin.h", dir);
	if (device_link(&ps, fatbin) || write_fatbin_header(&fatbin, 1, header, 0, 0))
		return 1;
	temp_track(fatbin);
	buf_printf(&b, "/* generated by omp2cuda: the device-linked image of the program's "
	               "relocatable device code */\n"
	               "#include \"omp2cuda_rt.h\"\n"
	               "#include %s\n"
	               "__attribute__((visibility(\"hidden\"))) O2cModule o2c_linked_image = "
	               "{o2c_fatbin, 0, %s, 0, 0, 0, 0};\n"
	               "/* its size, before the units' constructors register them */\n"
	               "__attribute__((constructor(101))) static void\no2c_linked_image_size(void)\n{\n"
	               "\to2c_linked_image.size = (size_t)(o2c_fatbin_end - o2c_fatbin);\n}\n",
	           c_string(header),
	           c_string(arena_printf("the device link of %s", o->output ? o->output : "a.out")));
	*reg_c = arena_printf("%s/o2c_dlink.c", dir);
	return write_output(*reg_c, b.s, b.len);
}
