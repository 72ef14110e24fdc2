// zeitvertreib-kiosk-session: the main process of the kiosk unit; see
// kiosk_session.h. Usage:
//   zeitvertreib-kiosk-session [--config FILE] [--compositor PATH]
//                              [--stop-grace-ms N] [--drm-dir DIR] -- PROGRAM [ARGS...]
#include "kiosk_session.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

int usage(const char* problem)
{
    if (problem)
        std::fprintf(stderr, "zeitvertreib-kiosk-session: %s\n", problem);
    std::fprintf(problem ? stderr : stdout,
                 "Usage: zeitvertreib-kiosk-session [--config FILE] [--compositor PATH]\n"
                 "                                  [--stop-grace-ms N] [--drm-dir DIR] -- PROGRAM "
                 "[ARGS...]\n"
                 "Waits for a connected screen (DIR: /sys/class/drm), then runs PROGRAM\n"
                 "full screen inside the compositor (default /usr/bin/cage),\n"
                 "turned as [kiosk] orientation in FILE says, and relays its sd_notify\n"
                 "messages (READY=1, WATCHDOG=1) to systemd.\n"
                 "Default FILE: /etc/zeitvertreib/kiosk.conf (missing: landscape).\n");
    return problem ? 2 : 0;
}

} // namespace

int main(int argc, char* argv[])
{
    zv::session::SessionOptions options;
    int i = 1;
    for (; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        const bool hasValue = i + 1 < argc;
        if (arg == "--") {
            ++i;
            break;
        }
        if (arg == "--help" || arg == "-h")
            return usage(nullptr);
        if (arg == "--config" && hasValue) {
            options.configPath = QString::fromLocal8Bit(argv[++i]);
        } else if (arg == "--compositor" && hasValue) {
            options.compositor = argv[++i];
        } else if (arg == "--drm-dir" && hasValue) {
            options.drmDir = QString::fromLocal8Bit(argv[++i]);
        } else if (arg == "--stop-grace-ms" && hasValue) {
            options.stopGraceMs = std::atoi(argv[++i]);
            if (options.stopGraceMs <= 0)
                return usage("--stop-grace-ms needs a positive number");
        } else {
            return usage("unknown option or missing value");
        }
    }
    for (; i < argc; ++i)
        options.program.emplace_back(argv[i]);
    if (options.program.empty())
        return usage("no program to run");
    return zv::session::runSession(options);
}
