// A class declared in a header's declare target block; its member
// functions are defined in Inputs/cxx_rdc_header_block_lib.cpp, outside
// any block.
#pragma omp declare target
class Mixer {
	int salt;

public:
	Mixer(int s) : salt(s) {}
	int mix(int x) const;
	int rounds(int x, int n) const;
};
#pragma omp end declare target
