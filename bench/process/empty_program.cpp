// The start-up floor of bench/process_bench.sh: a C++ program that does nothing but include <iostream>, as
// nearly every C++ tool does, linked the usual way. That loads the shared libstdc++ and runs its start-up
// (relocation, the standard streams' initialization): what every such tool pays before main.
#include <iostream>

int main() { return 0; }
