// durable_write_tool PATH BYTES CHAR: writes BYTES copies of CHAR to PATH with writeFileAtomically.
// Exit 0, or 2 with the error on stderr. The kill and full-disk tests run it under the fault shim.
#include "planner/durable_file.h"

#include <cstdlib>
#include <iostream>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: durable_write_tool PATH BYTES CHAR\n";
        return 64;
    }
    try {
        runcard::writeFileAtomically(argv[1],
                                     std::string(std::strtoull(argv[2], nullptr, 10), argv[3][0]));
    } catch (const runcard::InputError& e) {
        std::cerr << e.what() << '\n';
        return 2;
    }
    return 0;
}
