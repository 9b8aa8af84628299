/* Types whose declarations end with attributes after the declarator,
 * with #if groups inside (the .cu file copies what the host compiler
 * read): the copies keep the attributes, so the device lays them out as
 * the host does. */
#ifndef DECL_ATTRIBUTES_H
#define DECL_ATTRIBUTES_H

typedef struct {
	float v[3];
#if WIDE
	int pad[13];
#else
	int pad[1];
#endif
} site __attribute__ ((aligned));

struct rec {
	char tag;
#if WIDE
	double value[2];
#else
	double value;
#endif
} __attribute__((packed));

#define ALIGNED_TO(n) __attribute__((aligned(n)))
typedef struct {
	short s;
#if WIDE
	short t[3];
#endif
} cell ALIGNED_TO(32);

#endif
