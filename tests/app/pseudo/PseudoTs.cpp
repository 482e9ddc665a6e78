// pseudo_ts IN.ts OUT.ts: a pseudo-translation of every message of IN.ts.
//
// Each translation is the English source with its letters accented, about a third
// longer, between the markers ⟦ and ⟧: "Export Report" -> "⟦Éxpórţ Ŕéþórţ ·····⟧".
// A user-visible text that is not wrapped in the markers never went through a
// translation; a text that is cut shows a missing ⟧. Placeholders (%1, %L2, %n, {}
// and {:.1f}), HTML tags, entities and accelerator ampersands are kept as they are,
// so the pseudo-translated application still works. Key sequences ("Ctrl+E") are
// left untranslated: translating them would change the shortcut.
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cstdio>
#include <vector>

namespace {

struct Message {
    QString source;
    QString comment;
    bool numerus = false;
};

struct Context {
    QString name;
    std::vector<Message> messages;
};

QChar accented(QChar c) {
    static const QString plain = QStringLiteral("aceinorstuyzACEINORSTUYZ");
    static const QString marked = QStringLiteral("áçéîñóŕšţúýžÁÇÉÎÑÓŔŠŢÚÝŽ");
    const qsizetype i = plain.indexOf(c);
    return i < 0 ? c : marked.at(i);
}

// What must survive unchanged: printf/Qt/fmt placeholders, tags, entities.
const QRegularExpression& keep() {
    static const QRegularExpression re(
        QStringLiteral(R"(%L?\d+|%n|%%|\{[^{}]*\}|<[^<>]*>|&[A-Za-z]+;|&#x?[0-9A-Fa-f]+;)"));
    return re;
}

bool isKeySequence(const QString& s) {
    static const QRegularExpression re(QStringLiteral(R"(^((Ctrl|Shift|Alt|Meta)\+)+\S+$)"));
    return re.match(s).hasMatch();
}

QString pseudo(const QString& source) {
    if (isKeySequence(source) || source.trimmed().isEmpty())
        return source;
    QString out;
    qsizetype letters = 0;
    qsizetype at = 0;
    auto it = keep().globalMatch(source);
    auto accent = [&](QStringView text) {
        for (const QChar c : text) {
            out += accented(c);
            if (c.isLetter())
                ++letters;
        }
    };
    while (it.hasNext()) {
        const auto m = it.next();
        accent(QStringView(source).mid(at, m.capturedStart() - at));
        out += m.captured();
        at = m.capturedEnd();
    }
    accent(QStringView(source).mid(at));
    // About 35 % longer, as German or French often are.
    const qsizetype pad = std::max<qsizetype>(1, (letters * 35 + 99) / 100);
    return QStringLiteral("⟦") + out + QLatin1Char(' ') + QString(pad, QChar(0x00B7)) + QStringLiteral("⟧");
}

bool read(const QString& path, std::vector<Context>& contexts) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "pseudo_ts: cannot read %s\n", qPrintable(path));
        return false;
    }
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("context")) {
            contexts.emplace_back();
        } else if (xml.name() == QLatin1String("name") && !contexts.empty()) {
            contexts.back().name = xml.readElementText();
        } else if (xml.name() == QLatin1String("message") && !contexts.empty()) {
            Message m;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            contexts.back().messages.push_back(m);
        } else if (xml.name() == QLatin1String("source") && !contexts.empty() &&
                   !contexts.back().messages.empty()) {
            contexts.back().messages.back().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("comment") && !contexts.empty() &&
                   !contexts.back().messages.empty()) {
            contexts.back().messages.back().comment = xml.readElementText();
        }
    }
    if (xml.hasError()) {
        std::fprintf(stderr, "pseudo_ts: %s:%lld: %s\n", qPrintable(path),
                     static_cast<long long>(xml.lineNumber()), qPrintable(xml.errorString()));
        return false;
    }
    return true;
}

bool write(const QString& path, const std::vector<Context>& contexts) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "pseudo_ts: cannot write %s\n", qPrintable(path));
        return false;
    }
    QXmlStreamWriter xml(&file);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeDTD(QStringLiteral("<!DOCTYPE TS>"));
    xml.writeStartElement(QStringLiteral("TS"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
    xml.writeAttribute(QStringLiteral("language"), QStringLiteral("en_US"));
    for (const Context& c : contexts) {
        xml.writeStartElement(QStringLiteral("context"));
        xml.writeTextElement(QStringLiteral("name"), c.name);
        for (const Message& m : c.messages) {
            xml.writeStartElement(QStringLiteral("message"));
            if (m.numerus)
                xml.writeAttribute(QStringLiteral("numerus"), QStringLiteral("yes"));
            xml.writeTextElement(QStringLiteral("source"), m.source);
            if (!m.comment.isEmpty())
                xml.writeTextElement(QStringLiteral("comment"), m.comment);
            xml.writeStartElement(QStringLiteral("translation"));
            if (m.numerus) {
                xml.writeTextElement(QStringLiteral("numerusform"), pseudo(m.source));
                xml.writeTextElement(QStringLiteral("numerusform"), pseudo(m.source));
            } else {
                xml.writeCharacters(pseudo(m.source));
            }
            xml.writeEndElement();
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return file.flush();
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: pseudo_ts IN.ts OUT.ts\n");
        return 2;
    }
    std::vector<Context> contexts;
    if (!read(QString::fromLocal8Bit(argv[1]), contexts) || !write(QString::fromLocal8Bit(argv[2]), contexts))
        return 1;
    return 0;
}
