// Fuzz entry of kiosk.conf and zeitvertreib-cli kiosk-pin's edit of it.

#include "fuzz_entries.h"
#include "fuzz_support.h"

#include "kiosk_conf_file.h"
#include "kiosk_config.h"
#include "store/password_hash.h"

namespace zv::fuzz {

// The input is a kiosk.conf. The kiosk reads it (every problem one line of
// text, the defaults used), and `zeitvertreib-cli kiosk-pin` edits it: an
// edit it makes must be read back by the kiosk as exactly the new PIN hash.
int kioskConf(const std::uint8_t* data, std::size_t size)
{
    // One real hash, made once; few iterations (the hash records its count,
    // and the full work factor takes seconds under the sanitizers).
    static const QString pinHash = password::hash(QStringLiteral("2468"), 1000);
    const QByteArray text = bytesOf(data, size);
    const QString path = writeScratch(QStringLiteral("kiosk.conf"), text);
    const KioskConfig config = readKioskConfig(path);
    for (const QString& problem : config.problems)
        if (problem.trimmed().isEmpty())
            fail("kiosk_conf", "an empty problem line");
    if (config.idleSeconds < KioskConfig::kMinimumIdleSeconds ||
        config.idleSeconds > KioskConfig::kMaximumIdleSeconds ||
        config.countdownSeconds < KioskConfig::kMinimumCountdownSeconds ||
        config.countdownSeconds > KioskConfig::kMaximumCountdownSeconds)
        fail("kiosk_conf", "a time outside its range was used");

    QString error;
    const QByteArray edited = kioskconf::withPinHash(text, pinHash, &error);
    if (!error.isEmpty())
        return 0; // refused with a reason: the file is left as it was
    if (!kioskconf::structureProblems(edited).isEmpty() &&
        kioskconf::structureProblems(text).isEmpty())
        fail("kiosk_conf", "setting the PIN made a clean file unclean");
    const QString editedPath = writeScratch(QStringLiteral("kiosk-pin.conf"), edited);
    if (readKioskConfig(editedPath).pinHash != pinHash)
        fail("kiosk_conf", "the kiosk does not read the PIN hash that was written");
    return 0;
}

} // namespace zv::fuzz
