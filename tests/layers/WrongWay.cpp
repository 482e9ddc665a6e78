// Compiled by the layers.* tests (tests/layers/CMakeLists.txt) against the include path of
// one library: LAYER_HEADER is a header of a library that it does (right way) or does not
// (wrong way) link. The wrong way must fail with "No such file or directory".
#include LAYER_HEADER
