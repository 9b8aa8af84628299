// Member functions of a class its header declares in a declare target
// block, defined here outside any block: declare target all the same
// (OpenMP 5.2 7.8: the directive applies to the function), so another
// file's device code calls them.
#include "cxx_rdc_header_block.h"

int
Mixer::mix(int x) const
{
	return (x * 31) ^ salt;
}

int
Mixer::rounds(int x, int n) const
{
	for (int i = 0; i < n; i++)
		x = mix(x) & 0xffff;
	return x;
}
