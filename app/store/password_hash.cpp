#include "store/password_hash.h"

#include <QFile>
#include <QPasswordDigestor>
#include <QRandomGenerator>
#include <QSet>
#include <QStringList>

namespace zv::password {

namespace {
const QString kScheme = QStringLiteral("pbkdf2-sha256");
constexpr int kSaltBytes = 16;
constexpr int kKeyBytes = 32;

struct Parsed {
    int iterations = 0;
    QByteArray salt;
    QByteArray key;
};

// Why `stored` is not a hash that hash() writes (English, for a staff log),
// or empty when it is one; fills *parsed then.
QString parse(const QString& stored, Parsed* parsed)
{
    const QStringList parts = stored.split(QLatin1Char('$'));
    if (parts.at(0) != kScheme)
        return QStringLiteral("it does not start with %1$").arg(kScheme);
    if (parts.size() != 4)
        return QStringLiteral("it has %1 of the 4 parts scheme$iterations$salt$key "
                              "(cut off, or a $ too many)")
            .arg(parts.size());
    bool ok = false;
    parsed->iterations = parts.at(1).toInt(&ok);
    if (!ok || parsed->iterations < 1)
        return QStringLiteral("its iteration count \"%1\" is not a positive number")
            .arg(parts.at(1));
    const auto decode = [](const QString& text, QByteArray* out) {
        const auto result = QByteArray::fromBase64Encoding(text.toLatin1(),
                                                           QByteArray::AbortOnBase64DecodingErrors);
        *out = result.decoded;
        return result.decodingStatus == QByteArray::Base64DecodingStatus::Ok && !out->isEmpty();
    };
    // Exactly the sizes hash() writes: a cut-off key must not verify against
    // the first bytes of a derived one.
    if (!decode(parts.at(2), &parsed->salt) || parsed->salt.size() != kSaltBytes)
        return QStringLiteral("its salt is not %1 bytes of base64 (cut off or mistyped)")
            .arg(kSaltBytes);
    if (!decode(parts.at(3), &parsed->key) || parsed->key.size() != kKeyBytes)
        return QStringLiteral("its key is not %1 bytes of base64 (cut off or mistyped)")
            .arg(kKeyBytes);
    return {};
}

// Equal length and content, without stopping at the first difference.
bool sameBytes(const QByteArray& a, const QByteArray& b)
{
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return difference == 0;
}
} // namespace

QByteArray derive(const QByteArray& password, const QByteArray& salt, int iterations, int length)
{
    return QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, password, salt,
                                              iterations, static_cast<quint64>(length));
}

QString hash(const QString& password, int iterations)
{
    QByteArray salt(kSaltBytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(salt.data()),
                                          kSaltBytes / static_cast<int>(sizeof(quint32)));
    const QByteArray key = derive(password.toUtf8(), salt, iterations, kKeyBytes);
    return QStringLiteral("%1$%2$%3$%4")
        .arg(kScheme)
        .arg(iterations)
        .arg(QString::fromLatin1(salt.toBase64()), QString::fromLatin1(key.toBase64()));
}

bool verify(const QString& password, const QString& stored)
{
    Parsed parsed;
    if (!parse(stored, &parsed).isEmpty())
        return false;
    const QByteArray key = derive(password.toUtf8(), parsed.salt, parsed.iterations,
                                  static_cast<int>(parsed.key.size()));
    return sameBytes(key, parsed.key);
}

int iterationsOf(const QString& stored)
{
    Parsed parsed;
    return parse(stored, &parsed).isEmpty() ? parsed.iterations : 0;
}

QString problemOf(const QString& stored)
{
    Parsed parsed;
    return parse(stored, &parsed);
}

bool isCommon(const QString& password)
{
    static const QSet<QString> common = [] {
        QSet<QString> words;
        QFile file(QStringLiteral(":/store/common_passwords.txt"));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            qFatal("The list of common passwords is not compiled in");
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
                words.insert(line);
        }
        return words;
    }();
    return common.contains(password.toLower());
}

} // namespace zv::password
